/* global window, document */
// Applies the console's colour scheme before the first paint: the user's choice of light or dark,
// else the operating system's. A file rather than an inline script, so the console runs under a
// policy that allows only the scripts it ships.
(function () {
  var choice = "system";
  try {
    var stored = localStorage.getItem("colorScheme");
    if (stored) choice = JSON.parse(stored);
  } catch {
    // No storage (private mode, blocked) or an unreadable value: follow the operating system.
  }
  var dark =
    choice === "dark" ||
    (choice !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  if (dark) document.documentElement.classList.add("pf-v6-theme-dark");
})();
