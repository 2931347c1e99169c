// The one script every generated site ships. It only enhances: the page reads completely without it. Effects
// are switched by classes on <html> (fx-fade, fx-parallax), so the bytes never vary with the document, and the
// app's Content-Security-Policy can allow exactly these bytes' hash in the live preview. The phone menu opens
// without it (a <details>); with it, the menu closes once a link is chosen (else it would stay open over the
// section it led to) and on Escape, handing the focus back to its button.
const readable = `(function () {
  var root = document.documentElement;
  root.classList.add("js");
  var calm = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (root.classList.contains("fx-fade") && !calm && "IntersectionObserver" in window) {
    var seen = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (entry.isIntersecting) {
          entry.target.classList.add("is-visible");
          seen.unobserve(entry.target);
        }
      });
    }, { rootMargin: "0px 0px -10% 0px" });
    document.querySelectorAll(".reveal").forEach(function (el) { seen.observe(el); });
  } else {
    document.querySelectorAll(".reveal").forEach(function (el) { el.classList.add("is-visible"); });
  }
  if (root.classList.contains("fx-parallax") && !calm) {
    var layers = document.querySelectorAll(".parallax");
    var ticking = false;
    window.addEventListener("scroll", function () {
      if (ticking) return;
      ticking = true;
      window.requestAnimationFrame(function () {
        layers.forEach(function (el) { el.style.setProperty("--shift", (window.scrollY * 0.25).toFixed(1) + "px"); });
        ticking = false;
      });
    }, { passive: true });
  }
  document.querySelectorAll(".site-menu").forEach(function (menu) {
    menu.addEventListener("click", function (event) {
      if (event.target.closest("a")) menu.open = false;
    });
    menu.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && menu.open) {
        menu.open = false;
        menu.querySelector("summary").focus();
      }
    });
  });
})();
`;

function minify(source: string): string {
  return source
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join("");
}

export const siteScripts = { readable, minified: minify(readable) } as const;
