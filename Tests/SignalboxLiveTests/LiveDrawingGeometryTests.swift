import Foundation
import Testing

@testable import SignalboxLive

/// Issue 41, item 2, in the live view: the page's drawing script (`LivePage.drawing`) run
/// in Node on made-up flows at several zooms; nothing it draws lies outside its SVG's
/// width — the labels column, the pills at the end of the axis, the marks after them, the
/// first time label. Skipped where no `node` is on the PATH (the browser test draws the
/// page itself).
@Suite struct LiveDrawingGeometryTests {
  static let node: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { $0 + "/node" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  /// Runs the drawing script, then `harness`; what it prints.
  private func run(_ harness: String) throws -> String {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("signalbox-live-geometry-\(getpid())-\(UUID().uuidString).js")
    defer { try? FileManager.default.removeItem(at: file) }
    let prelude = "var window=globalThis;window.sbxTip=function(){};\n"
    try Data((prelude + LivePage.drawing + "\n" + harness).utf8).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.node ?? "/usr/bin/node")
    process.arguments = [file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test(.enabled(if: node != nil)) func nothingIsDrawnOutsideTheCanvas() throws {
    let out = try run(Self.harness)
    #expect(out.hasPrefix("checked 32 drawings"), "\(out)")
    #expect(out.hasSuffix("[]\n"), "\(out)")
  }

  @Test(.enabled(if: node != nil)) func theCheckSeesALabelPastTheLeftEdge() throws {
    let out = try run(
      Self.checker + "console.log(JSON.stringify(outside("
        + "'<svg width=\"50\"><text class=\"label\" x=\"10\" y=\"5\">WWW</text></svg>','t')));\n")
    #expect(out.contains("t: text \\\"WWW\\\""), "\(out)")
  }

  /// Issue 41, item 3 (first part), in the live view: values 80 px apart are shortened
  /// (`"api-7d…`), not counted; 20 px apart, where not even `"a…` fits, they are counted.
  @Test(.enabled(if: node != nil)) func aDenseRowShortensBeforeCounting() throws {
    let out = try run(
      Self.helpers + #"""
        var vals=['api-7d9f','worker-1','ingress-nginx-x'],ev=[{t:0,k:'s'}];
        for(var i=1;i<=12;i++)ev.push(v(i*0.2,vals[i%3]));ev.push({t:2.4,k:'c'});
        [400,100].forEach(function(pps){
          var f=flow([['3:map',line(ev)]],2.4);window.sbxDrawFlow(f,pps,2.4);
          var texts=f.dia.innerHTML.match(/<text x="[^"]*" y="[^"]*">[^<]*<\/text><\/g>/g);
          texts=texts.map(function(s){return s.replace(/<[^>]*>/g,'');});
          console.log(texts.filter(function(s){return !/^[0-9.]+s$/.test(s);}).join(' '));});

        """#)
    let lines = out.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(out)")
    let wide = lines.first?.split(separator: " ") ?? []
    #expect(wide.count == 12, "\(out)")
    #expect(wide.allSatisfy { $0.hasPrefix("&quot;") && $0.hasSuffix("…") }, "\(out)")
    #expect(lines.last?.split(separator: " ").allSatisfy { $0.hasPrefix("×") } == true, "\(out)")
  }

  /// Issue 41, item 3: an object too long to draw whole shows the member its flow's
  /// program reads (`x.level`), then `{level: …}`, then `{…`, as the SVG pictures do.
  @Test(.enabled(if: node != nil)) func anObjectShowsTheMemberTheProgramReads() throws {
    let out = try run(
      Self.helpers + #"""
        var ev=[{t:0,k:'s'}];
        for(var i=1;i<=4;i++)ev.push(v(i*0.5,{ts:i,level:i%2?'error':'info',msg:'disk full'}));
        [400,180,64,12].forEach(function(pps){
          var f=flow([['2:filter',line(ev)]],2);f.title='stdin | filter x.level == "error"';
          window.sbxDrawFlow(f,pps,2);
          var texts=f.dia.innerHTML.match(/<text x="[^"]*" y="[^"]*">[^<]*<\/text><\/g>/g);
          console.log(texts.map(function(s){return s.replace(/<[^>]*>/g,'');})
            .filter(function(s){return !/^[0-9.]+s$/.test(s);}).join(' | '));});

        """#)
    #expect(
      out == """
        {level: &quot;error&quot;, …} | {level: &quot;info&quot;, …} | \
        {level: &quot;error&quot;, …} | {level: &quot;info&quot;, …}
        {level: …} | {level: …} | {level: …} | {level: …}
        {… | {… | {… | {…
        ×4

        """, "\(out)")
  }

  /// `outside(svg, what)`: the elements of `svg` outside `0…width`, each as a line.
  static let checker = #"""
    function est(s){var w=0;for(var i=0;i<s.length;i++){var c=s.charAt(i),k=s.charCodeAt(i);
      w+=k>=0x2e80||c==='\u2026'||c==='%'?13:'mwMW@'.indexOf(c)>=0?12:
        /[A-Z]/.test(c)?9.75:"il.,:;'|!".indexOf(c)>=0?4.5:8.2;}return w;}
    function unesc(s){return s.replace(/&lt;/g,'<').replace(/&gt;/g,'>')
      .replace(/&quot;/g,'"').replace(/&amp;/g,'&');}
    function outside(svg,what){
      var width=+/width="([0-9.]+)"/.exec(svg)[1],bad=[];
      function add(kind,l,r){
        if(l< -0.01||r>width+0.01)bad.push(what+': '+kind+' '+l+'..'+r+' outside 0..'+width);}
      svg.replace(/<rect x="([-0-9.]+)"[^>]*width="([-0-9.]+)"/g,
        function(_,x,w){add('rect',+x,+x+ +w);});
      svg.replace(/<circle cx="([-0-9.]+)"[^>]*r="([0-9.]+)"/g,
        function(_,x,r){add('circle',x-r,+x+ +r);});
      svg.replace(/<line[^>]*x1="([-0-9.]+)"[^>]*x2="([-0-9.]+)"/g,
        function(_,a,b){add('line',Math.min(a,b),Math.max(a,b));});
      svg.replace(/<path[^>]* d="([^"]*)"/g,function(_,d){
        var xs=d.split(/[MLZ]/).filter(Boolean).map(function(p){return +p.split(',')[0];});
        add('path',Math.min.apply(null,xs),Math.max.apply(null,xs));});
      // Text by its anchor: a label's end at x, the rest centred; a time label at 11px.
      svg.replace(/<text([^>]*)>([^<]*)<\/text>/g,function(_,a,s){
        var x=+/ x="([-0-9.]+)"/.exec(a)[1];s=unesc(s);
        var end=/class="label"|text-anchor="end"/.test(a);
        var w=!end&&/^[0-9.]+s$/.test(s)?s.length*6.5:est(s),l=end?x-w:x-w/2;
        add('text "'+s+'"',l,l+w);});
      return bad;}

    """#

  /// Made-up flows: `flow([[label, line]], end)`, a line of events, `v(t, value)`.
  static let helpers = #"""
      function line(events,gone,until){
        return {branch:'',events:events,gone:gone||0,goneUntil:until||0,ended:false};}
      function flow(rows,end){
        var f={rows:{},end:end,real:true,follow:false,lab:{},dia:{},meta:{},
          el:{setAttribute:function(){}}};
        rows.forEach(function(r,k){
          f.rows[k]={r:k,label:r[0],parent:null,depth:0,real:true,lines:[r[1]]};});
        return f;}
      function v(t,s){return {t:t,k:'v',v:JSON.stringify(s)};}

    """#

  /// Four flows at four zooms: a pill of long values at the end of the axis, an error
  /// after a wide marble, the first time label after forgotten values, a long wide label.
  static let harness =
    checker + helpers + #"""
      var long=['worker-1-abcdef','worker-2-abcdef','WWWWWWWWWWWWWW','日本語日本語日本語','x'];
      var pill=[{t:0,k:'s'}].concat(long.map(function(s){return v(2,s);}),[{t:2,k:'c'}]);
      var cases=[
        ['pill at the end',[['1:from',line(pill)]],2],
        ['error after a pill',[['1:map',line([{t:0,k:'s'},v(1,'WWWWWWWWWWWWWWWW'),
          {t:1,k:'e',v:'boom boom'}])]],1],
        ['first label after forgotten values',
          [['1:interval',line([v(123.456,1),v(124.2,2)],500,123.2)]],124.5],
        ['a long wide label',[['1:'+Array(11).join('日本語W'),
          line([{t:0,k:'s'},v(0.5,'a'),{t:1,k:'c'}])]],1],
      ];
      var bad=[],n=0;
      cases.forEach(function(c){[8,40,100,400].forEach(function(pps){
        var f=flow(c[1],c[2]);window.sbxDrawFlow(f,pps,c[2]);n+=2;
        bad=bad.concat(outside(f.dia.innerHTML,c[0]+' at '+pps+' px/s'),
          outside(f.lab.innerHTML,c[0]+' labels at '+pps+' px/s'));});});
      console.log('checked '+n+' drawings');
      console.log(JSON.stringify(bad));

      """#
}
