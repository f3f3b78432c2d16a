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
  function run() {
    assets.scripts.forEach(function (src) {
      add("script", { type: "module", src: src, crossOrigin: "anonymous" });
    });
  }
  function start() {
    if (started) return;
    started = true;
    assets.scripts.concat(assets.modules).forEach(function (href) {
      add("link", { rel: "modulepreload", href: href, crossOrigin: "anonymous" });
    });
    var pending = assets.styles.length;
    if (!pending) return run();
    assets.styles.forEach(function (href) {
      var link = add("link", { rel: "stylesheet", href: href });
      function done() {
        if (--pending === 0) run();
      }
      link.addEventListener("load", done);
      link.addEventListener("error", done);
    });
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
