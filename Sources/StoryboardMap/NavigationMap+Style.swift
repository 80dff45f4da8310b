import StoryboardRuntime

extension NavigationMap {
  /// The canvas's CSS, shared by the SVG document and the page.
  static let style = """
    .scene .box{fill:#fff;stroke:#8a96a3;stroke-width:1.2}\
    .scene .band{fill:#eef2f6;stroke:none}\
    .scene.kind-navigation .box,.scene.kind-tabs .box,.scene.kind-split .box{fill:#f4f7fb}\
    .scene.kind-navigation .band{fill:#d9e6f7}.scene.kind-tabs .band{fill:#e3ddf5}\
    .scene.kind-split .band{fill:#dcefe4}\
    .scene.reference .box{fill:#fff8e6;stroke:#c99a2e;stroke-dasharray:5 3}\
    .scene.unresolved .box{fill:#fdecec;stroke:#c0392b}\
    .scene.initial .box{stroke:#1d5fbf;stroke-width:2.4}\
    .scene.flow .box{stroke:#e8590c;stroke-width:3.5}\
    .scene.target .box{stroke:#f59f00;stroke-width:5}\
    .scene text{font:11px -apple-system,system-ui,sans-serif;fill:#1f2933}\
    .scene .class-name{font-weight:600}.scene .identifier{fill:#52606d}\
    .scene .nib{fill:#6741d9;font-style:italic}\
    .scene .link-text{fill:#8a5a00;text-decoration:underline}\
    .scene .row{stroke:#d5dbe1}\
    .initial-arrow{stroke:#1d5fbf;stroke-width:2;fill:none}\
    .initial-label{font:10px system-ui,sans-serif;fill:#1d5fbf}\
    .segue .line{fill:none;stroke-width:1.6}.segue .hit{fill:none;stroke:transparent;stroke-width:10}\
    .segue:hover .line{stroke-width:3.2}\
    .segue-label{font:10px system-ui,sans-serif;fill:#3e4c59;paint-order:stroke;stroke:#fff;\
    stroke-width:3px}\
    .segue.flow .line{stroke:#e8590c;stroke-width:3.5}\
    .kind-show .line{stroke:#2f6fde}.kind-detail .line{stroke:#7b4bd6}\
    .kind-modal .line{stroke:#d9822b}.kind-popover .line{stroke:#c2417a;stroke-dasharray:7 3}\
    .kind-embed .line{stroke:#6b7b8c;stroke-dasharray:2 3}\
    .kind-relationship .line{stroke:#6b7b8c;stroke-dasharray:5 3}\
    .kind-unwind .line{stroke:#2f9e44;stroke-dasharray:1 3}\
    .kind-custom .line{stroke:#444;stroke-dasharray:8 3 2 3}\
    .segue .exit{fill:#2f9e44}.segue .missing{fill:#c0392b}\
    .arrow-show{fill:#2f6fde}.arrow-detail{fill:#7b4bd6}.arrow-modal{fill:#d9822b}\
    .arrow-popover{fill:#c2417a}.arrow-embed,.arrow-relationship{fill:#6b7b8c}\
    .arrow-unwind{fill:#2f9e44}.arrow-custom{fill:#444}.arrow-initial{fill:#1d5fbf}
    """

  /// The page's own CSS, around the canvases.
  static let pageStyle = """
    body{margin:0;font:14px -apple-system,system-ui,sans-serif;color:#1f2933;background:#f5f7fa}\
    header{position:sticky;top:0;z-index:2;display:flex;flex-wrap:wrap;gap:12px;\
    align-items:center;padding:10px 16px;background:#fff;border-bottom:1px solid #d5dbe1}\
    header h1{font-size:18px;margin:0}#search{flex:0 1 340px;padding:6px 10px;font-size:14px}\
    #count{color:#52606d}#status{flex-basis:100%;color:#3e4c59;font-size:12px;min-height:16px}\
    section{margin:16px;background:#fff;border:1px solid #d5dbe1;border-radius:8px}\
    section h2{font-size:15px;margin:0;padding:8px 12px;border-bottom:1px solid #e4e7eb}\
    section h2 small{color:#7b8794;font-weight:400;margin-left:8px}\
    .zoom{float:right}.zoom button{margin-left:4px;min-width:32px}\
    .viewport{overflow:auto;max-height:80vh;cursor:grab}.viewport.dragging{cursor:grabbing}\
    .viewport svg{display:block}\
    .storyboard-node rect{fill:#eef2f6;stroke:#8a96a3}.storyboard-node text{font-size:13px}\
    .storyboard-node .detail{fill:#52606d;font-size:11px}\
    .storyboard-link path{fill:none;stroke:#2f6fde;stroke-width:1.5;opacity:.7}\
    #unresolved ul,#flow ol{margin:8px 12px 12px}#unresolved p{margin:8px 12px}\
    .unresolved-entry:target{background:#fff3bf}.definitions{position:absolute}
    """

  /// Search, hover, links to references' scenes, pan and zoom.
  static let script = """
    (function () {
      var search = document.getElementById('search');
      var scenes = Array.prototype.slice.call(document.querySelectorAll('.scene'));
      var segues = Array.prototype.slice.call(document.querySelectorAll('.segue'));
      var status = document.getElementById('status');
      var count = document.getElementById('count');
      var total = count.textContent;
      function key(storyboard, id) { return storyboard + '#' + id; }
      function filter() {
        var query = search.value.trim().toLowerCase();
        var shown = {};
        var visible = 0;
        scenes.forEach(function (scene) {
          var match = !query || scene.getAttribute('data-search').indexOf(query) >= 0;
          scene.style.display = match ? '' : 'none';
          if (match) {
            visible += 1;
            shown[key(scene.getAttribute('data-storyboard'), scene.getAttribute('data-id'))] = true;
          }
        });
        segues.forEach(function (segue) {
          var storyboard = segue.getAttribute('data-storyboard');
          var ends = shown[key(storyboard, segue.getAttribute('data-source'))] &&
            (segue.getAttribute('data-kind') === 'unwind' ||
             shown[key(storyboard, segue.getAttribute('data-destination'))]);
          segue.style.display = !query || ends ? '' : 'none';
        });
        count.textContent = query ? visible + ' of ' + scenes.length + ' scenes match' : total;
      }
      search.addEventListener('input', filter);
      document.addEventListener('mouseover', function (event) {
        var segue = event.target.closest && event.target.closest('.segue');
        if (segue) { status.textContent = segue.getAttribute('data-describe'); }
      });
      function reveal(target) {
        target.style.display = '';
        target.scrollIntoView({ block: 'center', inline: 'center' });
        target.classList.add('target');
        setTimeout(function () { target.classList.remove('target'); }, 1600);
      }
      document.addEventListener('click', function (event) {
        var link = event.target.closest && event.target.closest('a[href^="#"]');
        if (!link) { return; }
        var target = document.getElementById(link.getAttribute('href').slice(1));
        if (!target) { return; }
        event.preventDefault();
        reveal(target);
        if (history.replaceState) { history.replaceState(null, '', link.getAttribute('href')); }
      });
      Array.prototype.slice.call(document.querySelectorAll('.storyboard')).forEach(function (section) {
        var viewport = section.querySelector('.viewport');
        var svg = viewport.querySelector('svg');
        var width = parseFloat(svg.getAttribute('width'));
        var height = parseFloat(svg.getAttribute('height'));
        var scale = 1;
        function zoom(factor) {
          scale = factor === 0 ? 1 : Math.min(4, Math.max(0.2, scale * factor));
          svg.setAttribute('width', width * scale);
          svg.setAttribute('height', height * scale);
        }
        section.querySelectorAll('[data-zoom]').forEach(function (button) {
          button.addEventListener('click', function () {
            var which = button.getAttribute('data-zoom');
            zoom(which === 'in' ? 1.25 : which === 'out' ? 0.8 : 0);
          });
        });
        viewport.addEventListener('wheel', function (event) {
          if (!event.ctrlKey && !event.metaKey) { return; }
          event.preventDefault();
          zoom(event.deltaY < 0 ? 1.1 : 1 / 1.1);
        }, { passive: false });
        var drag = null;
        viewport.addEventListener('mousedown', function (event) {
          if (event.target.closest('a')) { return; }
          drag = { x: event.clientX, y: event.clientY, left: viewport.scrollLeft, top: viewport.scrollTop };
          viewport.classList.add('dragging');
        });
        window.addEventListener('mousemove', function (event) {
          if (!drag) { return; }
          viewport.scrollLeft = drag.left - (event.clientX - drag.x);
          viewport.scrollTop = drag.top - (event.clientY - drag.y);
        });
        window.addEventListener('mouseup', function () {
          drag = null;
          viewport.classList.remove('dragging');
        });
      });
    })();
    """
}
