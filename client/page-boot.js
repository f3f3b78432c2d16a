// Inlined by scripts/build.mjs into the head of every prerendered page (the Content-Security-Policy
// allows it by its hash). The page paints from its HTML and inlined critical CSS alone; once the
// first frame is on screen this requests the full stylesheet and the app's modules (listed in the
// page's #page-assets block), and starts the app when the stylesheet is in, so whatever the app
// renders later is styled.
(function () {
  var assets = JSON.parse(document.getElementById("page-assets").textContent);
  var started = false;
  function add(tag, props) {
    var el = document.createElement(tag);
    for (var key in props) el[key] = props[key];
    document.head.appendChild(el);
    return el;
  }
  // Each request costs the main thread a few milliseconds: they are made a few per task (a message
  // to ourselves, not a timer) so no task keeps the page from answering input for long.
  var queue = [];
  var channel = new MessageChannel();
  channel.port1.onmessage = function () {
    queue.splice(0, 4).forEach(function (job) {
      job();
    });
    if (queue.length) channel.port2.postMessage(0);
  };
  function later(job) {
    if (queue.push(job) === 1) channel.port2.postMessage(0);
  }
  var pending = assets.styles.length + 1;
  function ready() {
    // The stylesheet is in and every module is requested: run the app.
    if (--pending > 0) return;
    assets.scripts.forEach(function (src) {
      later(function () {
        add("script", { type: "module", src: src, crossOrigin: "anonymous" });
      });
    });
  }
  function start() {
    if (started) return;
    started = true;
    assets.styles.forEach(function (href) {
      var link = add("link", { rel: "stylesheet", href: href });
      link.addEventListener("load", ready);
      link.addEventListener("error", ready);
    });
    assets.scripts.concat(assets.modules).forEach(function (href) {
      later(function () {
        add("link", { rel: "modulepreload", href: href, crossOrigin: "anonymous" });
      });
    });
    later(ready);
  }
  // A hidden tab paints nothing: start at once (and whenever the tab is shown or hidden).
  if (document.visibilityState === "hidden") return start();
  document.addEventListener("visibilitychange", start);
  // Otherwise once the first contentful paint is on screen (the paint timing entry is recorded
  // when the frame is presented, later than animation frames run). No timer in between: a page
  // whose clock is paused (a test's fake clock) must start all the same.
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf("paint") < 0) {
    return requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  new PerformanceObserver(function (list, observer) {
    list.getEntries().forEach(function (entry) {
      if (entry.name !== "first-contentful-paint") return;
      observer.disconnect();
      start();
    });
  }).observe({ type: "paint", buffered: true });
  // A page that never paints content still gets its app.
  setTimeout(start, 3000);
})();
