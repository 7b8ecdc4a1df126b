// Local shim around react-slick.
// Why a shim: react-slick is CommonJS, so a default import yields the module
// object instead of the component (React error #130). It also adds what every
// carousel on the site needs and react-slick lacks: a swipe threshold in
// pixels, a visible pause/play control (WCAG 2.2.2) and respect for
// prefers-reduced-motion.
import { useEffect, useRef, useState } from "react";
import * as SlickModule from "react-slick";
// slick-carousel's CSS is part of the inlined global stylesheet
// (salon/plugins/inline_stylesheet.py), so the home page has no stylesheet to wait for.
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

export function Slider({
  children,
  label,
  autoplaySpeed = 5000,
  slidesToShow = 1,
  breakpoints,
  dots = false,
  fade = false,
  swipePx = 50,
  pauseLabel,
  dotLabel,
  className = "",
}) {
  const wrapper = useRef(null);
  const slider = useRef(null);
  const reducedMotion = useReducedMotion();
  // null until the visitor presses the control; then their choice wins
  // over the reduced-motion default.
  const [choice, setChoice] = useState(null);
  const touchThreshold = useTouchThreshold(wrapper, swipePx);
  const playing = choice ?? !reducedMotion;
  const visibleSlides = useSlidesToShow(slidesToShow, breakpoints);
  const looping = useHydrated();

  useEffect(() => {
    if (!slider.current) return;
    if (playing) slider.current.slickPlay();
    else slider.current.slickPause();
  }, [playing]);

  return (
    <section
      ref={wrapper}
      className={`carousel ${className}`}
      aria-roledescription="karusell"
      aria-label={label}
    >
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
    </section>
  );
}
