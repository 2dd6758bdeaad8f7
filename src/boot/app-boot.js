// Starts the app once a page the server rendered has loaded (src/app/server/document.ts deferBoot):
// the page's text and main image download first, on their own, and the app's modules after
// them, instead of all competing for a slow connection. The module list comes from this tag's
// data attributes (no inline script: the CSP allows none).
(function () {
  var tag = document.currentScript;
  // ICU's locale data loads on another thread while the page paints (icu-warm.js).
  try {
    new Worker('/icu-warm.js', { name: document.documentElement.lang === 'en' ? 'en-US' : 'ar-SA' });
  } catch (error) {
    // No workers: the app's first Intl call loads the data itself.
  }
  var list = function (name) {
    try {
      return JSON.parse(tag.getAttribute(name) || '[]');
    } catch (error) {
      return [];
    }
  };
  var modules = list('data-modules');
  var preloads = list('data-preloads');
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    var element = function (name, properties) {
      var created = document.createElement(name);
      for (var key in properties) created[key] = properties[key];
      created.crossOrigin = '';
      return created;
    };
    // An entry that cannot load never runs its own failure handling (src/lib/start-failure.ts):
    // the note the server wrote is shown from here instead.
    var showFailure = function () {
      var note = document.getElementById('start-failure');
      if (note) note.removeAttribute('hidden');
    };
    // Two elements per task: each starts a request (about 5 ms on a slow phone), and eight at
    // once already made a long task. The entry scripts go first.
    var queue = modules
      .map(function (src) {
        return element('script', { type: 'module', src: src, onerror: showFailure });
      })
      .concat(
        preloads.map(function (href) {
          return element('link', { rel: 'modulepreload', href: href });
        }),
      );
    var insertSome = function () {
      var batch = document.createDocumentFragment();
      queue.splice(0, 2).forEach(function (queued) {
        batch.appendChild(queued);
      });
      document.head.appendChild(batch);
      if (queue.length) setTimeout(insertSome, 0);
    };
    insertSome();
  };
  // After the load event, once the page's eager images are decoded and the next frame has been
  // painted: the first paint is on screen before any module is requested.
  var afterPaint = function () {
    var images = Array.prototype.slice.call(document.querySelectorAll('#root img[loading="eager"]'));
    var decoded = images.map(function (image) {
      return image.decode ? image.decode().catch(function () {}) : null;
    });
    Promise.all(decoded).then(function () {
      requestAnimationFrame(function () {
        setTimeout(function () {
          onceOnScreen(start);
        }, 0);
      });
    });
  };
  // A frame drawn is not yet a frame shown: on a busy device the first one reached the screen
  // only once the app had started and rendered (a second later). The browser's
  // first-contentful-paint entry is reported once that frame is shown; where there is none
  // (no paint timing), the frame drawn above is taken as shown.
  var onceOnScreen = function (then) {
    var shown = function () {
      return performance.getEntriesByName && performance.getEntriesByName('first-contentful-paint').length > 0;
    };
    if (shown() || typeof PerformanceObserver === 'undefined' || (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') < 0) {
      then();
      return;
    }
    var observer = new PerformanceObserver(function () {
      if (!shown()) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  // A form sent before the app runs would go as a plain request for this page with its fields
  // in the address (a password, a guest's name): it is held, and sent once the app has started
  // (src/app/app.tsx marks <html data-app-started>), by the app.
  // What was typed is kept with it: the app's first renders set its controlled fields to their
  // empty state, so the typing is put back as input events (the fields' state follows) before
  // the form is sent.
  var held = null;
  var typed = [];
  var appStarted = function () {
    return document.documentElement.hasAttribute('data-app-started');
  };
  document.addEventListener(
    'submit',
    function (event) {
      if (appStarted()) return;
      event.preventDefault();
      held = event.target;
      typed = Array.prototype.slice.call(held.elements || []).filter(function (field) {
        return (field.tagName === 'INPUT' || field.tagName === 'TEXTAREA') && ['checkbox', 'radio', 'file', 'submit', 'button', 'hidden'].indexOf(field.type) < 0;
      }).map(function (field) {
        return { field: field, value: field.value };
      });
    },
    true,
  );
  var putBackTyping = function () {
    typed.forEach(function (entry) {
      var field = entry.field;
      if (!field.isConnected || field.value === entry.value) return;
      // The prototype's setter, as a person's typing does, so React sees the change.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, entry.value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    typed = [];
  };
  if (typeof MutationObserver !== 'undefined') {
    var watcher = new MutationObserver(function () {
      if (!appStarted()) return;
      watcher.disconnect();
      var form = held;
      held = null;
      if (!form || !form.isConnected || !form.requestSubmit) return;
      putBackTyping();
      // After the fields' state updates have rendered.
      setTimeout(function () {
        if (form.isConnected) form.requestSubmit();
      }, 0);
    });
    watcher.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app-started'] });
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
  // An image that never finishes loading must not keep the app from starting.
  setTimeout(start, 5000);
})();
