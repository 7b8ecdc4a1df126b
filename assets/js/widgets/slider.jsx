// Local shim around react-slick.
// Why a shim: react-slick is CommonJS, so a default import yields the module
// object instead of the component (React error #130). It also adds what every
// carousel on the site needs and react-slick lacks: a swipe threshold in
// pixels, a visible pause/play control (WCAG 2.2.2) and respect for
// prefers-reduced-motion.
import { Suspense, use, useEffect, useRef, useState } from "react";
import * as SlickModule from "react-slick";
// slick-carousel's CSS is part of the inlined global stylesheet
// (static_first/plugins/inline_stylesheet.py): no stylesheet to wait for.
import { slidesFor, touchThresholdFor } from "../logic/swipe.js";

const unwrap = (mod) => mod.default?.default ?? mod.default ?? mod;
const Slick = unwrap(SlickModule);

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function useReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

function useTouchThreshold(ref, swipePx) {
  const [threshold, setThreshold] = useState(5);
  useEffect(() => {
    const node = ref.current;
    if (!node || !swipePx) return undefined;
    // The observer reports the first size too, once the browser has laid the
    // page out: reading it right here would force a layout during hydration.
    const observer = new ResizeObserver(() => setThreshold(touchThresholdFor(node.clientWidth, swipePx)));
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, swipePx]);
  return threshold;
}

// react-slick only applies `responsive` settings when a media query changes,
// not on first load, so the slide count is chosen here from the viewport.
// breakpoints: [[maxWidthPx, slides], ...]
function useSlidesToShow(slidesToShow, breakpoints) {
  const [count, setCount] = useState(slidesToShow);
  useEffect(() => {
    if (!breakpoints?.length) return undefined;
    // Media queries fire exactly when a breakpoint is crossed.
    const queries = breakpoints.map(([width]) => window.matchMedia(`(max-width: ${width - 1}px)`));
    const update = () => setCount(slidesFor(queries.map((query) => query.matches), slidesToShow, breakpoints));
    update();
    queries.forEach((query) => query.addEventListener("change", update));
    return () => queries.forEach((query) => query.removeEventListener("change", update));
  }, [slidesToShow, breakpoints]);
  return count;
}

// The prerender, and the hydration render that must match it, leave out
// react-slick's infinite-loop clones (slidesToShow copies at each end: 101 of
// the home page's 585 elements, hidden until React runs anyway); the loop
// starts with the first render after hydration, on the same slide.
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

// A carousel starts (React hydrates it and react-slick measures and
// renders its track) only once it comes near the viewport, each in a task
// of its own: all three started with the page would be the home page's
// longest task. Until then it is the prerendered scroll-snap row, as without
// JavaScript. React keeps a Suspense boundary's server HTML as it is until
// what suspends inside it resolves, then hydrates that boundary alone.
const NEAR = "50% 0px";

function opener() {
  let open;
  const promise = new Promise((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

function WhenOpen({ gate, children }) {
  if (gate) use(gate.promise);
  return children;
}

export function Slider({ label, roleDescription, className = "", ...props }) {
  const frame = useRef(null);
  // Only a prerendered carousel waits: one React renders from scratch (the
  // development server's pages) starts at once.
  const [gate] = useState(() =>
    typeof document !== "undefined" &&
    document.querySelector(`section.carousel[aria-label="${CSS.escape(label)}"] .slick-slider`)
      ? opener()
      : null,
  );
  useEffect(() => {
    if (!gate) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: NEAR },
    );
    observer.observe(frame.current);
    return () => observer.disconnect();
  }, [gate]);
  return (
    <section
      ref={frame}
      className={`carousel ${className}`}
      aria-roledescription={roleDescription}
      aria-label={label}
    >
      <Suspense fallback={null}>
        <WhenOpen gate={gate}>
          <Carousel frame={frame} {...props} />
        </WhenOpen>
      </Suspense>
    </section>
  );
}

function Carousel({
  frame,
  children,
  autoplaySpeed = 5000,
  slidesToShow = 1,
  breakpoints,
  dots = false,
  fade = false,
  swipePx = 50,
  pauseLabel,
  dotLabel,
}) {
  const slider = useRef(null);
  const reducedMotion = useReducedMotion();
  // null until the visitor presses the control; then their choice wins
  // over the reduced-motion default.
  const [choice, setChoice] = useState(null);
  const touchThreshold = useTouchThreshold(frame, swipePx);
  const playing = choice ?? !reducedMotion;
  const visibleSlides = useSlidesToShow(slidesToShow, breakpoints);
  const looping = useHydrated();

  useEffect(() => {
    if (!slider.current) return;
    if (playing) slider.current.slickPlay();
    else slider.current.slickPause();
  }, [playing]);

  // From here on the stylesheet shows the carousel's controls, and its
  // track as a carousel rather than a row to scroll (React never renders the
  // attribute). Before the loop's clones come in: the row would snap to them.
  // A visitor may have scrolled the row already (the app starts after the
  // page): the carousel starts on the slide they scrolled to.
  useEffect(() => {
    const row = frame.current.querySelector(".slick-list");
    const slide = row?.querySelector(".slick-slide");
    const scrolledTo = row && slide?.offsetWidth ? Math.round(row.scrollLeft / slide.offsetWidth) : 0;
    if (row) row.scrollLeft = 0;
    frame.current.setAttribute("data-live", "");
    if (scrolledTo > 0) slider.current?.slickGoTo(scrolledTo, true);
  }, [frame]);

  return (
    <>
      <Slick
        ref={slider}
        autoplay={playing}
        autoplaySpeed={autoplaySpeed}
        slidesToShow={visibleSlides}
        slidesToScroll={1}
        dots={dots}
        fade={fade}
        arrows={false}
        infinite={looping}
        pauseOnHover={false}
        pauseOnFocus={false}
        touchThreshold={touchThreshold}
        speed={reducedMotion ? 0 : 500}
        customPaging={(index) => (
          <button type="button" aria-label={`${dotLabel} ${index + 1}`} />
        )}
      >
        {children}
      </Slick>
      <button
        type="button"
        className="carousel-toggle"
        aria-pressed={!playing}
        aria-label={pauseLabel}
        onClick={() => setChoice(!playing)}
      >
        <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
      </button>
    </>
  );
}
