/// Draws one flow as SVG, as `SVGMarbles` draws a panel, on a time axis of `pps` pixels a
/// second that starts where the window of detail does: a row per stage (block rows above
/// the stage they are given to, a line per use of a block), each value marble coloured by
/// its text (FNV-1a, the SVG pictures' palette), values at one instant as one pill, values
/// closer than their widths as one count marble (`×N`), the end marks, and what was
/// forgotten as `N earlier` under the label. Each drawn flow says what it holds in its
/// section's `data-values` and `data-ends` (the browser test reads them).
extension LivePage {
  static let drawing = #"""
    (function(){
    'use strict';
    var FILLS=['#f7c548','#82c785','#f28a5b','#6fb3d8','#c79bd8','#f2a0b8','#9cd3c6','#d8c07a'];
    var ROW=56, STEPS=[0.01,0.02,0.05,0.1,0.2,0.5,1,2,5,10,15,30,60,120,300,600,1800,3600];
    var enc=new TextEncoder();
    function esc(s){return String(s).replace(/&/g,'&amp;').replace(/</g,'&lt;')
      .replace(/>/g,'&gt;').replace(/"/g,'&quot;');}
    function fill(v){var h=2166136261,b=enc.encode(v);
      for(var i=0;i<b.length;i++){h=Math.imul(h^b[i],16777619)>>>0;}return FILLS[h%FILLS.length];}
    function word(v){var m=/^"([A-Za-z_][A-Za-z0-9_]*)"$/.exec(v);
      return m&&['true','false','null'].indexOf(m[1])<0?m[1]:v;}
    function fit(s,n){return s.length>n?s.slice(0,n-1)+'\u2026':s;}
    // The member names a program reads (`x.level`, `.level`), first seen first; an object
    // too long to draw whole shows one of them, else its first short scalar (as the SVG
    // pictures do): `{level: "error", …}`, then `{level: …}`.
    function keys(title){var out=[],re=/(^|[^0-9.])\.([A-Za-z_][A-Za-z0-9_]*)/g,m;
      while((m=re.exec(title||''))){if(out.indexOf(m[2])<0)out.push(m[2]);}return out;}
    function telling(e,tk){
      if(e.len||e.v.charAt(0)!=='{')return null;var o;try{o=JSON.parse(e.v);}catch(x){return null;}
      var ks=Object.keys(o);if(!ks.length)return null;
      function scalar(k){return o[k]===null||typeof o[k]!=='object';}
      var k=tk.filter(function(n){return n in o&&scalar(n);})[0]||
        ks.filter(function(n){return scalar(n)&&JSON.stringify(o[n]).length<=12;})[0]||
        ks.filter(scalar)[0]||ks[0];
      var v=scalar(k)?JSON.stringify(o[k]):Array.isArray(o[k])?'[\u2026]':'{\u2026}';
      var name=/^[A-Za-z_][A-Za-z0-9_]*$/.test(k)?k:JSON.stringify(k);
      return['{'+name+': '+fit(v,12)+(ks.length>1?', \u2026}':'}'),'{'+name+': \u2026}'];
    }
    function secs(t){return String(Math.round(t*1000)/1000);}
    // A generous width of s at 13px (the SVG pictures' estimate): CJK and wide letters.
    function est(s){var w=0;for(var i=0;i<s.length;i++){var c=s.charAt(i),k=s.charCodeAt(i);
      w+=k>=0x2e80||c==='\u2026'||c==='%'?13:'mwMW@'.indexOf(c)>=0?12:
        /[A-Z]/.test(c)?9.75:"il.,:;'|!".indexOf(c)>=0?4.5:8.2;}return w;}
    function full(e){return e.len?e.v+'\u2026 ('+e.len+' characters)':e.v;}
    // The rows in drawing order: a row's children (a block's stages) right above it.
    function rows(f){
      var kids={},top=[],out=[];
      Object.keys(f.rows).map(Number).sort(function(a,b){return a-b;}).forEach(function(r){
        var p=f.rows[r].parent;
        if(p===null||!f.rows[p])top.push(r);else(kids[p]=kids[p]||[]).push(r);});
      (function walk(list){list.forEach(function(r){walk(kids[r]||[]);
        if(f.rows[r].real)out.push(f.rows[r]);});})(top);
      return out;
    }
    function groups(line,x,left,tk){
      var out=[],cur=null;
      line.events.forEach(function(e){if(e.k!=='v')return;
        var t=Math.round(e.t*1000)/1000;
        if(cur&&cur.t===t){cur.values.push(e);return;}
        cur={t:t,values:[e]};out.push(cur);});
      // As wide as its text (12px; wide letters, CJK), a circle for a short single value.
      function size(label,n){var tw=Math.ceil(est(label)*12/13);
        return label.length<=3&&n===1&&tw<=24?30:Math.max(label.length*7+16,tw+12);}
      var placed=[];
      out.forEach(function(g,i){
        var text=g.values.map(function(e){return word(e.v);}).join(' ');
        // Shortened (down to a character and …, after a string's quote) to fit between its
        // neighbours before it becomes a count marble.
        var room=Infinity;
        if(i>0)room=Math.min(room,x(g.t)-x(out[i-1].t)-2);
        if(i+1<out.length)room=Math.min(room,x(out[i+1].t)-x(g.t)-2);
        var label=fit(text,14),w=size(label,g.values.length);
        var least=text.charAt(0)==='"'?3:2;
        var forms=text.length>14&&g.values.length===1?telling(g.values[0],tk):null;
        if(forms){for(var j=0;j<forms.length;j++){label=forms[j];w=size(label,1);if(w<=room)break;}
          if(w>room){label=fit(text,least);w=size(label,1);}}
        else for(var n=Math.min(13,text.length-1);w>room&&n>=least;n--){
          label=fit(text,n);w=size(label,g.values.length);}
        var m={t:g.t,t1:g.t,n:g.values.length,values:g.values,label:label,w:w,
          cx:Math.max(x(g.t),left+w/2)};
        var prev=placed[placed.length-1];
        if(prev&&m.cx-m.w/2<prev.cx+prev.w/2+2){
          prev.merged=true;prev.n+=m.n;prev.t1=m.t;prev.values=prev.values.concat(m.values);
          prev.label='\u00d7'+prev.n;prev.w=Math.max(34,prev.label.length*7+16);return;}
        placed.push(m);});
      return placed;
    }
    function marble(name,m,y){
      var tip=m.merged?name+': '+m.n+' values from '+secs(m.t)+' to '+secs(m.t1)+' s\n'+
        m.values.slice(0,20).map(full).join('\n')+(m.n>20?'\n\u2026':''):
        name+' at '+secs(m.t)+' s: '+m.values.map(full).join('\n');
      var out='<g class="marble'+(m.merged?' merged':'')+'" data-t="'+secs(m.t)+'" data-n="'+
        m.n+'" data-tip="'+esc(tip)+'">';
      if(m.w<=30&&!m.merged)out+='<circle cx="'+m.cx+'" cy="'+y+'" r="15" fill="'+
        fill(m.values[0].v)+'"/>';
      else out+='<rect x="'+(m.cx-m.w/2)+'" y="'+(y-15)+'" width="'+m.w+'" height="30" rx="15"'+
        (m.merged?'':' fill="'+fill(m.values[0].v)+'"')+'/>';
      return out+'<text x="'+m.cx+'" y="'+y+'">'+esc(m.label)+'</text></g>';
    }
    function marks(name,line,y,x,placed,silent){
      var out='',drawn={};
      line.events.forEach(function(e,k){
        if(e.k==='v'||(silent&&k===0&&e.k==='s'))return;
        var cx=x(e.t),t=Math.round(e.t*1000)/1000;
        placed.forEach(function(m){if(m.t<=t&&t<=m.t1&&e.k!=='s')cx=m.cx+m.w/2+5;});
        var key=e.k+Math.round(cx);if(drawn[key])return;drawn[key]=true;
        var tip=' data-t="'+secs(t)+'" data-tip="'+esc(name+' at '+secs(t)+' s: '+
          ({c:'completed',e:'error: '+full(e),d:'disposed',s:'subscribed'})[e.k])+'"';
        if(e.k==='c')out+='<g class="end"'+tip+'><line x1="'+cx+'" y1="'+(y-15)+'" x2="'+cx+
          '" y2="'+(y+15)+'"/></g>';
        if(e.k==='e')out+='<g class="error"'+tip+'><path d="M'+(cx-9)+','+(y-9)+'L'+(cx+9)+','+
          (y+9)+'M'+(cx+9)+','+(y-9)+'L'+(cx-9)+','+(y+9)+'"/></g>';
        if(e.k==='d')out+='<g class="disposed"'+tip+'><line x1="'+cx+'" y1="'+(y-13)+'" x2="'+
          cx+'" y2="'+(y+13)+'"/></g>';
        if(e.k==='s')out+='<g class="subscribed"'+tip+'><path d="M'+(cx-6)+','+(y+25)+'L'+cx+
          ','+(y+16)+'L'+(cx+6)+','+(y+25)+'Z"/></g>';
      });
      return out;
    }
    function arrows(line,y,x,t0,now){
      var live=0,from=null,out='',seen=false;
      line.events.forEach(function(e){
        if(e.k==='s'){seen=true;live++;if(live===1)from=e.t;}
        if((e.k==='c'||e.k==='e'||e.k==='d')){
          if(!seen&&from===null){from=t0;live=1;seen=true;}
          if(live>0){live--;if(live===0){out+='<line class="arrow" x1="'+x(from)+'" y1="'+y+
            '" x2="'+x(e.t)+'" y2="'+y+'"/>';from=null;}}}});
      if(!seen&&!line.ended){from=t0;live=1;}
      if(live>0&&from!==null){var ex=x(now)+14;
        out+='<line class="arrow" x1="'+x(from)+'" y1="'+y+'" x2="'+ex+'" y2="'+y+'"/>'+
          '<path class="arrow" fill="#333" d="M'+(ex-2)+','+(y-6)+'L'+(ex+8)+','+y+'L'+(ex-2)+
          ','+(y+6)+'Z"/>';}
      return out;
    }
    window.sbxDrawFlow=function(f,pps,now){
      var list=rows(f),lines=[],longest=4,values=0,ends=0;
      function add(row,line){var name=row.label+(line.branch?' '+line.branch:'');
        lines.push([row,line,name]);longest=Math.max(longest,Math.min(name.length,28));}
      // A run of block rows: use by use, the block's rows for one use together.
      for(var k=0;k<list.length;){
        if(list[k].depth===0){list[k].lines.forEach(function(l){add(list[k],l);});k++;continue;}
        var j=k,uses=0;while(j<list.length&&list[j].depth>0){
          uses=Math.max(uses,list[j].lines.length);j++;}
        for(var u=0;u<uses;u++)for(var r=k;r<j;r++){
          if(list[r].lines[u])add(list[r],list[r].lines[u]);}
        k=j;
      }
      var t0=0;lines.forEach(function(l){if(l[1].gone>0)t0=Math.max(t0,l[1].goneUntil);});
      // The labels are a column of their own that stays put while the axis scrolls.
      // Wide enough for the longest label as drawn (right-aligned at lw - 8).
      var lw=24+longest*7.5+16,x=function(t){return 16+(t-t0)*pps;};
      lines.forEach(function(l){lw=Math.max(lw,Math.ceil(est(fit(l[2],28)))+12);});
      // Wide enough for the last marble and the mark after it (a pill of long values).
      var tk=keys(f.title);
      var placing=lines.map(function(l){return groups(l[1],x,4,tk);}),right=0;
      placing.forEach(function(p){var m=p[p.length-1];if(m)right=Math.max(right,m.cx+m.w/2);});
      var width=Math.max(640-lw,x(Math.max(now,t0))+80,Math.ceil(right+24)),
        height=lines.length*ROW+56;
      var head='<svg xmlns="http://www.w3.org/2000/svg" font-family="Helvetica, Arial, '+
        'sans-serif" font-size="13" height="'+height+'" width="';
      var out=head+width+'" class="marbles">',labels=head+lw+'" class="labels">';
      lines.forEach(function(l,k){
        var row=l[0],line=l[1],name=l[2],y=12+k*ROW+ROW/2;
        labels+='<g'+(row.depth>0?' class="inner"':'')+'><text class="label" x="'+(lw-8)+
          '" y="'+y+'">'+esc(fit(name,28))+'</text></g>';
        if(line.gone>0)labels+='<g class="summary" data-tip="'+esc(name+': '+line.gone+
          ' earlier values, up to '+secs(line.goneUntil)+' s')+'"><text x="'+(lw-8)+
          '" y="'+(y+16)+'" text-anchor="end">+'+line.gone+' earlier</text></g>';
        out+='<g class="stage'+(row.depth>0?' inner':'')+'" data-stage="'+esc(name)+'">'+
          '<line class="track" x1="0" y1="'+y+'" x2="'+(width-20)+'" y2="'+y+'"/>';
        out+=arrows(line,y,x,t0,now);
        var placed=placing[k];
        out+=marks(name,line,y,x,placed,row.depth===0&&line.gone===0);
        placed.forEach(function(m){values+=m.n;out+=marble(name,m,y);});
        line.events.forEach(function(e){if(e.k==='c')ends++;});
        out+='</g>';
      });
      var ay=12+lines.length*ROW+8,step=STEPS[STEPS.length-1];
      for(var i=0;i<STEPS.length;i++){if(STEPS[i]*pps>=70){step=STEPS[i];break;}}
      out+='<g class="axis"><line x1="0" y1="'+ay+'" x2="'+(width-20)+'" y2="'+ay+'"/>';
      for(var t=Math.ceil(t0/step)*step;x(t)<width-30;t+=step){
        // A label kept inside the canvas at both ends (11px: about 6.5 px a character).
        var tw=(secs(t).length+1)*6.5,tx=Math.min(Math.max(x(t),tw/2+2),width-tw/2-2);
        out+='<line x1="'+x(t)+'" y1="'+(ay-4)+'" x2="'+x(t)+'" y2="'+(ay+4)+'"/><text x="'+
          tx+'" y="'+(ay+18)+'">'+secs(t)+'s</text>';}
      out+='</g>';
      if(f.end===null&&f.real)out+='<line class="now" x1="'+x(now)+'" y1="6" x2="'+x(now)+
        '" y2="'+ay+'"/>';
      out+='</svg>';
      f.lab.innerHTML=labels+'</svg>';window.sbxTip(f.lab.firstChild);
      f.dia.innerHTML=out;window.sbxTip(f.dia.firstChild);
      if(f.follow)f.dia.scrollLeft=f.dia.scrollWidth;
      f.el.setAttribute('data-values',String(values));f.el.setAttribute('data-ends',String(ends));
      f.el.setAttribute('data-state',f.end===null?'running':'ended');
      f.meta.textContent=(f.end===null?'running':'ended at '+secs(f.end)+' s')+
        (f.real?'':' (virtual clock)');
    };
    })();
    """#
}
