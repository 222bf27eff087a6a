// Keeps a tap made on a control of the page's server-rendered HTML before the
// app's code has run (a phone paints that HTML a second or more before): the
// control is marked, and the app taps it again once React has hydrated it
// (features/hydration/replayEarlyTaps, whose attributes and controls these are;
// its spec runs this script). Written inline in the page's head by the web tier.
(function () {
  var html = document.documentElement;
  var taps = 0;
  function onClick(event) {
    if (html.hasAttribute('data-app-started')) {
      document.removeEventListener('click', onClick, true);
      return;
    }
    var target = event.target;
    var control = target && target.closest && target.closest('button, [role="button"]');
    if (!control || !control.closest('#root')) return;
    event.preventDefault();
    // The order of the first tap on each control: the app taps them again in that order.
    if (!control.hasAttribute('data-early-tap')) control.setAttribute('data-early-tap', ++taps);
  }
  document.addEventListener('click', onClick, true);
})();
