// Starts the app once a page that the server painted has loaded (pb_hooks/lib/first-load.js):
// the page's text and main image download first, on their own, and the app's modules after
// them, instead of all competing for a slow connection. The module list comes from this tag's
// data attributes (no inline script: the CSP allows none).
(function () {
  var tag = document.currentScript;
  var list = function (name) {
    try {
      return JSON.parse(tag.getAttribute(name) || '[]');
    } catch (error) {
      return [];
    }
  };
  var modules = list('data-modules');
  var preloads = list('data-preloads');
  var start = function () {
    // One insertion: each element added on its own would restyle the document.
    var tags = document.createDocumentFragment();
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      tags.appendChild(link);
    });
    modules.forEach(function (src) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      tags.appendChild(script);
    });
    document.head.appendChild(tags);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
