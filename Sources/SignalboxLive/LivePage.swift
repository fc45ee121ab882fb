/// The live view's one page: self-contained (no external script, style sheet or font; the
/// server's Content-Security-Policy allows nothing else), it reads the event stream
/// (`LiveEvents`) and draws a panel per flow, a row per stage growing on a time axis that
/// scrolls, in the marble style of the SVG pictures (`SVGMarbles`): values at one instant
/// as one pill, values too close to draw apart as a count marble, a bar for completion, a
/// cross for an error, a dotted bar for a disposal, a caret under a later subscription, and
/// a sub-row per use of a block (inner streams). Pause, zoom, the window of detail and the
/// hover text are the page's (`LivePage+Script`, `LivePage+Draw`).
enum LivePage {
  static func html(nonce: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Signalbox live</title>
    <link rel="icon" href="data:,">
    <style nonce="\(nonce)">\(style)</style>
    </head>
    <body>
    <header>
    <h1>Signalbox live</h1>
    <span id="status" class="status">connecting…</span>
    <button id="pause" type="button">Pause</button>
    <label>Zoom <input id="zoom" type="range" min="10" max="1000" step="10" value="250"
     aria-label="pixels per second"></label>
    <label>Detail <select id="window" aria-label="how far back events are drawn one by one">
    <option value="30">last 30 s</option><option value="120" selected>last 2 min</option>
    <option value="600">last 10 min</option><option value="3600">last hour</option>
    <option value="0">everything kept</option></select></label>
    <span id="note" class="note"></span>
    </header>
    <main id="flows"><p id="empty" class="empty">Waiting for a pipeline to run…</p></main>
    <div id="tip" role="tooltip"></div>
    <div id="sbx-live" hidden data-state="connecting" data-flows="0"></div>
    <script nonce="\(nonce)">\(script)\(drawing)</script>
    </body>
    </html>

    """
  }

  /// The report's look (`HTMLReport`) and the SVG pictures' (`SVGMarbles`).
  static let style = """
    body{font-family:Helvetica,Arial,sans-serif;margin:0;color:#222;background:#fafafa}\
    header{position:sticky;top:0;z-index:2;background:#fff;border-bottom:1px solid #ddd;\
    padding:10px 24px;display:flex;gap:16px;align-items:center;flex-wrap:wrap;font-size:13px}\
    h1{font-size:18px;margin:0}\
    .status{color:#555}.status.live{color:#1e8449}.status.ended{color:#555}\
    .status.lost{color:#c0392b}.note{color:#a04000}\
    main{padding:16px 24px}.empty{color:#777}\
    .flow{background:#fff;border:1px solid #ddd;border-radius:6px;padding:12px 16px;\
    margin:0 0 16px}\
    .flow pre{font-family:Menlo,Consolas,monospace;font-size:12px;background:#eef4fb;\
    padding:6px 8px;margin:0 0 8px;overflow-x:auto;white-space:pre-wrap}\
    .flow .meta{font-size:12px;color:#666;margin:0 0 6px}\
    .rows{display:flex}.labels{flex:none}.diagram{overflow-x:auto;flex:1}\
    .marble circle,.marble rect{stroke:#333;stroke-width:1.5}\
    .marble text{font-size:12px;text-anchor:middle;dominant-baseline:central;\
    pointer-events:none}\
    .marble:hover circle,.marble:hover rect{stroke-width:3}\
    .marble.merged rect{fill:#eee}\
    .track{stroke:#ddd;stroke-width:1}.arrow{stroke:#333;stroke-width:2}\
    .end line,.error path{stroke:#333;stroke-width:2.5}.error path{stroke:#c0392b}\
    .disposed line{stroke:#333;stroke-width:2;stroke-dasharray:2 3}\
    .subscribed path{fill:#333}\
    .label{text-anchor:end;dominant-baseline:central;fill:#333;font-size:13px}\
    .inner .label{fill:#777}\
    .summary rect{fill:#f3f3f3;stroke:#bbb;stroke-dasharray:3 2}\
    .summary text{font-size:11px;fill:#666;dominant-baseline:central}\
    .axis line{stroke:#999;stroke-width:1}\
    .axis text{fill:#666;font-size:11px;text-anchor:middle}\
    .now{stroke:#e67e22;stroke-width:1;stroke-dasharray:4 3}\
    #tip{position:fixed;display:none;background:#222;color:#fff;\
    font:12px Menlo,Consolas,monospace;padding:4px 8px;border-radius:4px;\
    pointer-events:none;max-width:560px;max-height:60vh;overflow:hidden;\
    white-space:pre-wrap;word-break:break-all;z-index:3}
    """
}
