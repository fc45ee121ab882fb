import SignalboxLanguage

/// `--report FILE.html`: one self-contained page with a panel per flow of a run (foreground
/// pipeline, job, hot pipeline, command execution, `:compare`) — its text, its own output
/// lines and its marble diagram (inline SVG). No network: no external
/// script, style sheet or font. Hovering a marble shows its stage, value and time (a small
/// inline script; the SVG `<title>`s say the same without it); a range control above each
/// diagram zooms it (scroll sideways to follow the time axis).
package struct MarbleReportEntry: Equatable, Sendable {
  /// The pipeline's source text.
  package var source: String
  /// What it printed, line by line.
  package var output: [String]
  package var model: MarbleModel
  /// Ended by Ctrl-C, SIGTERM or SIGHUP rather than by itself.
  package var interrupted: Bool

  package init(source: String, output: [String], model: MarbleModel, interrupted: Bool = false) {
    self.source = source
    self.output = output
    self.model = model
    self.interrupted = interrupted
  }
}

package enum HTMLReport {
  /// Lines of output shown per pipeline; the rest are counted.
  package static let outputLimit = 1000

  package static func render(
    title: String, entries: [MarbleReportEntry],
    axisLength: Double = SVGMarbles.defaultAxisLength
  ) -> String {
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(xml(title))</title>
      <style>\(style)</style>
      </head>
      <body>
      <h1>\(xml(title))</h1>

      """
    if entries.isEmpty { out += "<p class=\"empty\">No foreground pipeline ran.</p>\n" }
    for (k, entry) in entries.enumerated() {
      if entry.interrupted {
        out += "<section class=\"pipeline interrupted\" id=\"pipeline-\(k + 1)\">\n"
        out +=
          "<h2>Pipeline \(k + 1) <span class=\"interrupted\" "
          + "style=\"color:#c0392b\">(interrupted)</span></h2>\n"
      } else {
        out += "<section class=\"pipeline\" id=\"pipeline-\(k + 1)\">\n"
        out += "<h2>Pipeline \(k + 1)</h2>\n"
      }
      out += "<pre class=\"source\">\(xml(entry.source))</pre>\n"
      let shown = entry.output.prefix(outputLimit)
      var text = shown.map(xml).joined(separator: "\n")
      if entry.output.count > outputLimit {
        text += "\n… \(entry.output.count - outputLimit) more lines"
      }
      out +=
        "<details class=\"output\" open><summary>Output (\(entry.output.count) "
        + "line\(entry.output.count == 1 ? "" : "s"))</summary><pre>\(text)</pre></details>\n"
      if !entry.model.stages.isEmpty {
        out +=
          "<label class=\"zoom\">Zoom <input type=\"range\" class=\"zoom\" min=\"1\" "
          + "max=\"8\" step=\"0.25\" value=\"1\" aria-label=\"zoom the time axis\"></label>\n"
      }
      out += "<div class=\"diagram\">\n"
      out +=
        entry.model.stages.isEmpty
        ? "<p class=\"empty\">No stage recorded.</p>\n"
        : SVGMarbles.render(entry.model, standalone: false, axisLength: axisLength)
      out += "</div>\n</section>\n"
    }
    out += "<div id=\"tip\" role=\"tooltip\"></div>\n<script>\(script)</script>\n</body>\n</html>\n"
    return out
  }

  static let style = """
    body{font-family:Helvetica,Arial,sans-serif;margin:24px;color:#222;background:#fafafa}\
    h1{font-size:20px}h2{font-size:16px;margin:0 0 8px}\
    .pipeline{background:#fff;border:1px solid #ddd;border-radius:6px;padding:16px;margin:0 0 20px}\
    pre{font-family:Menlo,Consolas,monospace;font-size:12px;background:#f3f3f3;padding:8px;\
    overflow-x:auto;margin:6px 0}\
    pre.source{background:#eef4fb}\
    .diagram{overflow-x:auto}\
    label.zoom{font-size:12px;color:#555}label.zoom input{vertical-align:middle;width:200px}\
    #tip{position:fixed;display:none;background:#222;color:#fff;font:12px Menlo,Consolas,monospace;\
    padding:4px \
    8px;border-radius:4px;pointer-events:none;max-width:480px;white-space:pre-wrap;\
    word-break:break-all}
    """

  /// Hover: the marble's stage, time and value next to the pointer. On load it writes
  /// `#sbx-ready` with the counts of stages and marbles (the browser test reads them).
  static let script = """
    (function(){\
    var tip=document.getElementById('tip');\
    var marbles=document.querySelectorAll('g.marble');\
    marbles.forEach(function(m){\
    m.addEventListener('mousemove',function(e){\
    var stage=m.closest('g.stage');\
    tip.textContent=(stage?stage.getAttribute('data-stage')+' ':'')+'at \
    '+m.getAttribute('data-t')+': '+m.getAttribute('data-v');\
    tip.style.left=(e.clientX+12)+'px';tip.style.top=(e.clientY+12)+'px';\
    tip.style.display='block';});\
    m.addEventListener('mouseleave',function(){tip.style.display='none';});});\
    document.querySelectorAll('input.zoom').forEach(function(z){\
    z.addEventListener('input',function(){\
    var svg=z.closest('section').querySelector('.diagram svg');if(!svg)return;\
    if(!svg.dataset.w){svg.dataset.w=svg.getAttribute('width');\
    svg.dataset.h=svg.getAttribute('height');}\
    var k=parseFloat(z.value)||1;\
    svg.setAttribute('width',String(svg.dataset.w*k));\
    svg.setAttribute('height',String(svg.dataset.h*k));});});\
    var ready=document.createElement('div');\
    ready.id='sbx-ready';ready.hidden=true;\
    ready.setAttribute('data-stages',String(document.querySelectorAll('g.stage').length));\
    ready.setAttribute('data-marbles',String(marbles.length));\
    document.body.appendChild(ready);\
    })();
    """
}
