// Paints the last screen this user saw at this address while the app starts:
// a copy of the rendered page (saved by the shell's features/first-screen),
// inert and hidden from assistive technology, shown over the app until the
// app has painted the same thing. Only a copy made by the same builds is
// used, so its class names and styles (kept with it) are this page's. A
// The web tier may put a first screen rendered on the server in the HTML: a
// public page's (the shell's build rendered it, src/prerender), painted for a
// visitor who is not signed in, or the signed-in user's page (rendered with
// their data as the page was served), painted for that user only.
// The storage format is shared with features/first-screen/model/snapshots.ts.
(function () {
  var STORAGE_KEY = 'dd:first-screens';
  var SERVER_COPY_ID = 'dd-first-screen'; // SERVER_FIRST_SCREEN_ELEMENT_ID of @dd/contracts
  var MAX_WAIT_MS = 5000;
  var addressAtStart = location.pathname + location.search;
  var root;

  // Loaded in the head, so that it is fetched first and runs before the
  // app's deferred scripts: it starts once the parser has made the app's root.
  var parsing = new MutationObserver(function () {
    root = document.getElementById('root');
    if (!root) return;
    parsing.disconnect();
    start();
  });
  parsing.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', function () {
    parsing.disconnect();
  });

  function start() {
    // What the web tier served this page with (preload hints and scripts carry
    // each build's hashes); the shell records it beside every copy it saves.
    var build = pageBuild();
    document.documentElement.setAttribute('data-page-build', build);
    try {
      var snapshot = snapshotFor(build) || serverFirstScreen();
      if (snapshot) show(snapshot);
      else if (signedInUserId()) awaitUsersServerFirstScreen();
    } catch {
      // Storage blocked or a copy unreadable: the app paints as usual.
    }
  }

  // A signed-in user's page rendered by the web tier ends the HTML: the rest
  // of the page came first. Shown when it has arrived whole, unless the app
  // has painted the page by then.
  function awaitUsersServerFirstScreen() {
    var arriving = new MutationObserver(function () {
      var snapshot;
      try {
        snapshot = serverFirstScreen();
      } catch {
        return; // still arriving: not yet whole JSON
      }
      if (!snapshot) return;
      arriving.disconnect();
      if (!appHasPainted(snapshot.mark)) show(snapshot);
    });
    arriving.observe(document.body, { childList: true, subtree: true, characterData: true });
    document.addEventListener('DOMContentLoaded', function () {
      arriving.disconnect();
    });
  }

  function pageBuild() {
    var urls = [];
    var nodes = document.querySelectorAll(
      'link[rel=preload], link[rel=modulepreload], script[src]',
    );
    for (var i = 0; i < nodes.length; i++)
      urls.push(nodes[i].getAttribute('href') || nodes[i].getAttribute('src'));
    var text = urls.sort().join(' ');
    var hash = 5381;
    for (var j = 0; j < text.length; j++) hash = ((hash * 33) ^ text.charCodeAt(j)) >>> 0;
    return hash.toString(36);
  }

  // Copies are kept where the session's token is (a session not remembered keeps them per tab).
  function storageOfToken() {
    return localStorage.getItem('token') ? localStorage : sessionStorage;
  }

  function signedInUserId() {
    var token = storageOfToken().getItem('token');
    if (!token) return null;
    var payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    var live = typeof payload.exp === 'number' && payload.exp * 1000 > Date.now();
    return live && payload.user && payload.user.id ? payload.user.id : null;
  }

  function snapshotFor(currentBuild) {
    var userId = signedInUserId();
    if (!userId) return null;
    var stored = JSON.parse(storageOfToken().getItem(STORAGE_KEY) || 'null');
    if (!stored || stored.userId !== userId || !Array.isArray(stored.pages)) return null;
    for (var i = 0; i < stored.pages.length; i++) {
      var page = stored.pages[i];
      if (page.address === addressAtStart && page.build === currentBuild) {
        var styles = [];
        for (var j = 0; j < page.styles.length; j++) {
          var text = stored.styles && stored.styles[page.styles[j]];
          if (typeof text !== 'string') return null;
          styles.push(text);
        }
        return { html: page.html, mark: page.mark, styles: styles };
      }
    }
    return null;
  }

  // The first screen the web tier rendered for this page: a public page's for
  // a visitor who is not signed in, a user's page for that user.
  function serverFirstScreen() {
    var element = document.getElementById(SERVER_COPY_ID);
    if (!element) return null;
    var page = JSON.parse(element.textContent);
    var forThisVisitor = page.userId
      ? page.userId === signedInUserId() && page.address === addressAtStart
      : !signedInUserId() && page.address === location.pathname;
    return forThisVisitor ? { html: page.html, mark: page.mark, styles: page.styles } : null;
  }

  function show(snapshot) {
    // A closed shadow tree: the copy's duplicate ids, texts and styles stay
    // out of the page's own document (its scripts, queries and tests).
    var host = document.createElement('div');
    host.id = 'first-screen';
    host.setAttribute('inert', '');
    host.setAttribute('aria-hidden', 'true');
    host.style.cssText = 'position:absolute;top:0;left:0;right:0;z-index:2147483000';
    // The copy's theme rules are written for a host with the page's theme.
    var theme = document.documentElement.getAttribute('data-theme');
    if (theme) host.setAttribute('data-theme', theme);
    var copy = host.attachShadow({ mode: 'closed' });
    for (var i = 0; i < snapshot.styles.length; i++) {
      var style = document.createElement('style');
      style.textContent = snapshot.styles[i];
      copy.appendChild(style);
    }
    var page = document.createElement('div');
    page.innerHTML = snapshot.html;
    copy.appendChild(page);
    root.style.visibility = 'hidden';
    root.parentNode.insertBefore(host, root);

    var finished = false;
    var finishedAt = Infinity;
    var timer = setTimeout(finish, MAX_WAIT_MS);
    var observer = new MutationObserver(function () {
      if (appHasPainted(snapshot.mark)) requestAnimationFrame(finish);
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    // Element Timing does not see into a shadow tree: the page's first
    // contentful paint, which is the copy's, is marked instead (for the bench).
    if (!window.PerformanceObserver) return;
    new PerformanceObserver(function (list, paints) {
      var entries = list.getEntriesByName('first-contentful-paint');
      if (!entries.length) return;
      paints.disconnect();
      if (entries[0].startTime < finishedAt)
        performance.mark('first-screen:' + snapshot.mark, { startTime: entries[0].startTime });
    }).observe({ type: 'paint', buffered: true });

    function finish() {
      if (finished) return;
      finished = true;
      finishedAt = performance.now();
      clearTimeout(timer);
      observer.disconnect();
      host.remove();
      root.style.visibility = '';
    }
  }

  // The app shows the page itself once it rendered the copy's paint mark, an
  // alert (an error, a lost session) or moved to another address.
  function appHasPainted(mark) {
    return Boolean(
      root.querySelector('[elementtiming="' + mark + '"]') ||
      root.querySelector('[role=alert]') ||
      location.pathname + location.search !== addressAtStart,
    );
  }
})();
