import SignalboxLanguage
import SignalboxTestSupport
import Testing

@testable import SignalboxSession

/// The catalogue's meta commands and their handlers (`MetaCommandHandlers`) agree: each
/// command has exactly one handler, and each handler is reached by its command's name.
@Suite struct MetaCommandHandlerTests {
  @Test func everyMetaCommandHasExactlyOneHandler() {
    let handled = MetaCommandHandlers.all.map { $0.command }
    for command in MetaCommand.allCases {
      #expect(handled.filter { $0 == command }.count == 1, "\(command)")
    }
    #expect(handled.count == MetaCommand.allCases.count)
    #expect(MetaCommandHandlers.byCommand.count == MetaCommand.allCases.count)
  }

  @Test func everyCatalogueEntryIsHandledByItsOwnHandler() {
    for entry in Catalogue.metaCommands {
      #expect(MetaCommandHandlers.byCommand[entry.command]?.command == entry.command)
    }
  }

  @Test func aHandlerRunsThroughTheContextAndWarnsAtTheArgument() {
    let (out, err) = runSession(":format yaml\n:format values\njust 3\n:trace maybe")
    #expect(out == ["3"])
    #expect(err.contains("format"))
    #expect(err.contains("trace"))
  }
}
