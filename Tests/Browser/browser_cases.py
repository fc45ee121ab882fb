"""The SVG pictures browser_test.py draws and measures in headless Chromium.

CASES: the programs of docs/images/marbles.list (the pictures docs/marbles.md shows, drawn
by `make marbles-images`) and the shapes that broke pictures before: dense rows of long
labels, objects, a higher-order stage, values at one instant, an error at the right edge,
and one dense program at 80 and at 200 columns (`--marbles-width`). CHECK_SCRIPT runs in the
page and writes into the DOM what it measured: no two marbles of a row overlap, no element
lies outside the picture, every value marble has its text and its `<title>`.
"""
import os

COMPARE = ('marbles "a-bc---d-e|", 0.25 with throttle 0.5, debounceTime 0.5, '
           'throttleTime 0.5, auditTime 0.5, sampleTime 0.5')

PODS = 'map ["api-7d9f", "worker-1", "ingress-nginx-x"][x % 3]'
LOGS = ('from [{"ts": 1, "level": "error", "msg": "disk full"}, '
        '{"ts": 2, "level": "info", "msg": "ok"}, {"ts": 3, "level": "error", "msg": "late"}]')

# name, command-line arguments (after --virtual --marbles=svg), and what the DOM must show:
# panels (None: any), rows at least, inner rows at least, count marbles at least, values at
# least.
CASES = [
    ("same-instant", ["-e", "from [1,2,3] | map x * x | filter x > 1"],
     dict(panels=1, rows=3, values=3)),
    ("statements", ["-e", 'just 1; marbles "ab--c|", 0.5 | throttle 1'],
     dict(panels=2, rows=3, values=6)),
    ("subject", ["-e", "subject s; s | map x * 2 &; send s, 1; sleep 1; send s, 2"],
     dict(panels=1, rows=2, values=4)),
    ("groupBy", ["-e", "interval 0.3 | take 8 | groupBy x % 2 | "
                       "flattenMap { g -> g | scan 0, acc + x }"],
     dict(panels=1, rows=7, inner=4, values=8)),
    ("merge", ["-e", 'marbles "a--b-c|", 0.5 | merge { marbles "-x--y|", 0.5 }'],
     dict(panels=1, rows=3, inner=1, values=8)),
    ("dense", ["-e", "interval 0.01 | take 300 | map x % 7"],
     dict(panels=1, rows=3, counts=3)),
    ("compare", ["--compare", COMPARE], dict(panels=1, rows=6, values=12)),
    ("dense-labels", ["-e", f"interval 0.2 | take 12 | {PODS} | throttleTime 0.3"],
     dict(panels=1, rows=4, values=36)),
    ("long-labels", ["-e", 'from ["a-rather-long-value-here", "日本語日本語日本語", "WWWWWWWWWW"]'
                           ' | delay 0.3 | map x + "-and-more"'],
     dict(panels=1, rows=3, values=3)),
    ("objects", ["-e", f'{LOGS} | filter x.level == "error" | delay 0.5'],
     dict(panels=1, rows=3, values=3)),
    ("higher-order", ["-e", 'marbles "ab|", 1 | map { y -> interval 0.6 | take 2 | '
                            'map y + str(x) } | switchToLatest'],
     dict(panels=1, rows=3, inner=2, values=6)),
    ("error-right-edge", ["-e", f'interval 0.2 | take 6 | {PODS} | concat {{ error "boom" }}'],
     dict(panels=1, rows=4, values=12)),
    ("width-80", ["--marbles-width", "80", "-e",
                  "interval 0.1 | take 30 | map \"v\" + str(x)"],
     dict(panels=1, rows=3, counts=1)),
    ("width-200", ["--marbles-width", "200", "-e",
                   "interval 0.1 | take 30 | map \"v\" + str(x)"],
     dict(panels=1, rows=3, values=60)),
]


def docs_cases(root="."):
    """The programs of docs/images/marbles.list, as cases that expect a picture that holds."""
    path = os.path.join(root, "docs", "images", "marbles.list")
    cases = []
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or "\t" not in line:
            continue
        name, program = line.rstrip("\n").split("\t", 1)
        cases.append(("docs-" + name, ["-e", program], dict(panels=None, rows=1)))
    return cases


CASES += docs_cases()

# Runs in the page: every marble's box (shape and label) per row, overlaps counted; every
# drawn element's box against the picture's; every value marble's text and title.
CHECK_SCRIPT = """
(function(){
var overlaps=[], rows=0, inner=0, counts=0, values=0, outside=[], untitled=[];
var svg=document.querySelector('svg'), frame=svg.getBoundingClientRect();
svg.querySelectorAll('g.marble,g.end,g.error,g.disposed,g.subscribed,text,line,path')
  .forEach(function(e){var b=e.getBoundingClientRect();
    if(b.width===0&&b.height===0)return;
    if(b.left<frame.left-0.5||b.right>frame.right+0.5||b.top<frame.top-0.5||
       b.bottom>frame.bottom+0.5)
      outside.push(e.tagName+(e.getAttribute('class')?'.'+e.getAttribute('class'):'')+' '+
        Math.round(b.left)+'..'+Math.round(b.right)+' of '+Math.round(frame.right));});
document.querySelectorAll('g.stage').forEach(function(stage){
  rows++; if(stage.classList.contains('inner')) inner++;
  var boxes=[];
  stage.querySelectorAll('g.marble').forEach(function(m){
    var b=m.getBBox(); boxes.push([b.x,b.x+b.width,m]);
    if(m.classList.contains('merged')) counts++; else values++;
    var t=m.querySelector('text'), title=m.querySelector('title');
    if(!t||!t.textContent||!title||!title.textContent)
      untitled.push(stage.getAttribute('data-stage')+' at '+m.getAttribute('data-t'));
    if(t){var tb=t.getBBox(); boxes[boxes.length-1].push(tb.x,tb.x+tb.width);}
  });
  boxes.sort(function(a,b){return a[0]-b[0];});
  for(var i=1;i<boxes.length;i++){
    if(boxes[i][0] < boxes[i-1][1]-0.5) overlaps.push(stage.getAttribute('data-stage')+' at '+
      boxes[i-1][2].getAttribute('data-t')+' and '+boxes[i][2].getAttribute('data-t'));
  }
  // A label wider than its marble spills over it.
  boxes.forEach(function(b){ if(b.length>3 && (b[3]<b[0]-0.5 || b[4]>b[1]+0.5))
    overlaps.push(stage.getAttribute('data-stage')+': label wider than its marble at '+
      b[2].getAttribute('data-t')); });
});
var problems=overlaps.concat(outside.map(function(s){return 'outside: '+s;}),
  untitled.map(function(s){return 'no text or title: '+s;}));
var out=document.createElement('div'); out.id='sbx-check'; out.hidden=true;
out.setAttribute('data-panels',String(document.querySelectorAll('g.panel').length));
out.setAttribute('data-rows',String(rows)); out.setAttribute('data-inner',String(inner));
out.setAttribute('data-counts',String(counts)); out.setAttribute('data-values',String(values));
out.setAttribute('data-overlaps',String(problems.length));
out.textContent=problems.join('; ');
document.body.appendChild(out);
})();
"""
