/// The page's model: the event stream read into flows, rows and the events of each line
/// (a statement's stage is one line; a block's stage has a line per use, its inner
/// streams). What falls out of the window of detail — older than the chosen span, or past
/// `LINE_MAX` events on a line, or a flow beyond the last `FLOW_MAX` — is forgotten and
/// counted, so the page holds bounded memory however long the session runs.
extension LivePage {
  static let script = #"""
    (function(){
    'use strict';
    var FLOW_MAX=32, LINE_MAX=1500;
    var flows={}, order=[], paused=false, pps=250, span=120, skippedTotal=0, done=false;
    var $=function(id){return document.getElementById(id);};
    var token=new URLSearchParams(location.search).get('k')||'';
    function nowSec(){return performance.now()/1000;}
    function status(text,cls){var s=$('status');s.textContent=text;s.className='status '+cls;
      $('sbx-live').setAttribute('data-state',cls);}
    function note(text){$('note').textContent=text;}
    function flowNow(f){
      if(f.end!==null)return f.end;
      if(f.real)return Math.max(f.last,nowSec()-f.start);
      return f.last;
    }
    function addFlow(d){
      var f={f:d.f,title:d.title,real:d.real,start:nowSec()-(d.age||0),end:null,last:0,
        rows:{},dirty:true,el:null};
      flows[d.f]=f;order.push(d.f);
      while(order.length>FLOW_MAX){var old=flows[order.shift()];
        if(old&&old.el)old.el.remove();delete flows[old.f];}
      var empty=$('empty');if(empty)empty.remove();
      var sec=document.createElement('section');sec.className='flow';
      sec.setAttribute('data-flow',String(d.f));
      var pre=document.createElement('pre');pre.textContent=d.title;sec.appendChild(pre);
      var meta=document.createElement('div');meta.className='meta';sec.appendChild(meta);
      var rows=document.createElement('div');rows.className='rows';sec.appendChild(rows);
      var lab=document.createElement('div');lab.className='labels';rows.appendChild(lab);
      var dia=document.createElement('div');dia.className='diagram';rows.appendChild(dia);
      $('flows').appendChild(sec);
      f.el=sec;f.meta=meta;f.lab=lab;f.dia=dia;f.follow=true;
      dia.addEventListener('scroll',function(){
        f.follow=dia.scrollLeft+dia.clientWidth>=dia.scrollWidth-4;});
      $('sbx-live').setAttribute('data-flows',String(order.length));
      return f;
    }
    function rowOf(f,r){
      var row=f.rows[r];
      if(!row){row=f.rows[r]={r:r,label:'',parent:null,depth:0,real:false,lines:[],subs:{}};}
      return row;
    }
    function addRow(d){
      var f=flows[d.f];if(!f)return;
      var row=rowOf(f,d.r);row.label=d.label;row.parent=d.parent;row.depth=d.depth;
      row.real=true;if(d.parent!==null)rowOf(f,d.parent);f.dirty=true;
    }
    function lineOf(row,s){
      if(row.depth===0){if(!row.lines.length)row.lines.push(newLine(row,''));return row.lines[0];}
      var line=row.subs[s];
      if(!line){row.uses=(row.uses||0)+1;line=newLine(row,'#'+row.uses);row.subs[s]=line;
        row.lines.push(line);}
      return line;
    }
    function newLine(row,branch){return {branch:branch,events:[],gone:0,goneUntil:0,ended:false};}
    function addMark(d){
      var f=flows[d.f];if(!f)return;
      var row=rowOf(f,d.r),line=lineOf(row,d.s);
      line.events.push({t:d.t,k:d.k,v:d.v,len:d.len,s:d.s});
      if(d.k==='c'||d.k==='e'||d.k==='d')line.ended=true;
      if(d.t>f.last)f.last=d.t;
      f.dirty=true;
    }
    function addSummary(d){
      var f=flows[d.f];if(!f)return;
      var row=rowOf(f,d.r),line=row.lines[0]||newLine(row,'');
      if(!row.lines.length)row.lines.push(line);
      line.gone+=d.n;line.goneUntil=Math.max(line.goneUntil,d.t);f.dirty=true;
    }
    // Forgets what is older than the window (or past LINE_MAX), counting it; drops the
    // finished uses of a block that fell out of the window entirely.
    function trim(f){
      var now=flowNow(f),from=span>0?now-span:-Infinity;
      Object.keys(f.rows).forEach(function(r){
        var row=f.rows[r];
        row.lines=row.lines.filter(function(line){
          var k=0;
          while(k<line.events.length&&(line.events.length-k>LINE_MAX||line.events[k].t<from))k++;
          if(k>0){
            for(var j=0;j<k;j++)if(line.events[j].k==='v')line.gone++;
            line.goneUntil=Math.max(line.goneUntil,line.events[k-1].t);
            line.events=line.events.slice(k);
          }
          var keep=row.depth===0||line.events.length>0||!line.ended;
          if(!keep)row.goneUses=(row.goneUses||0)+1;
          return keep;
        });
        if(row.depth>0)Object.keys(row.subs).forEach(function(s){
          if(row.lines.indexOf(row.subs[s])<0)delete row.subs[s];});
      });
    }
    function reset(){
      order.forEach(function(n){if(flows[n]&&flows[n].el)flows[n].el.remove();});
      flows={};order=[];
    }
    function connect(){
      var es=new EventSource('/events?k='+encodeURIComponent(token));
      var on=function(name,fn){es.addEventListener(name,function(e){
        fn(JSON.parse(e.data));});};
      on('flow',addFlow);on('row',addRow);on('mark',addMark);on('summary',addSummary);
      on('end',function(d){var f=flows[d.f];if(f){f.end=d.t;f.dirty=true;}});
      on('reset',function(){reset();});
      on('skipped',function(d){skippedTotal+=d.n;
        note('this page fell behind: '+skippedTotal+' events skipped, caught up from the '+
          'session\u2019s history');});
      on('done',function(){done=true;es.close();status('session ended','ended');draw();});
      es.onopen=function(){if(!done)status('live','live');};
      es.onerror=function(){if(!done)status('connection lost, retrying…','lost');};
    }
    $('pause').addEventListener('click',function(){
      paused=!paused;$('pause').textContent=paused?'Resume':'Pause';
      note(paused?'paused: events are still received':'');if(!paused)draw();});
    $('zoom').addEventListener('input',function(){pps=parseFloat(this.value)||250;
      order.forEach(function(n){flows[n].dirty=true;});draw();});
    $('window').addEventListener('change',function(){span=parseFloat(this.value)||0;
      order.forEach(function(n){flows[n].dirty=true;});draw();});
    function draw(){
      order.forEach(function(n){var f=flows[n];
        if(f.end===null||f.dirty){trim(f);}
        if(paused&&!done)return;
        if(f.dirty||(f.end===null&&f.real)){window.sbxDrawFlow(f,pps,flowNow(f));f.dirty=false;}
      });
    }
    setInterval(draw,100);
    window.sbxTip=function(svg){
      var tip=$('tip');
      svg.addEventListener('mousemove',function(e){
        var m=e.target.closest('g.marble,g.end,g.error,g.disposed,g.subscribed,g.summary');
        if(!m){tip.style.display='none';return;}
        tip.textContent=m.getAttribute('data-tip');
        tip.style.left=Math.min(e.clientX+12,innerWidth-580)+'px';
        tip.style.top=(e.clientY+12)+'px';tip.style.display='block';});
      svg.addEventListener('mouseleave',function(){tip.style.display='none';});
    };
    connect();
    })();
    """#
}
