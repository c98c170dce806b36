import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { readConsent, onConsentChange } from "./consent";
import { flushEvents, isTrackingEnabled, setTrackingEnabled, track } from "./tracker";
import { gameOfPath, newScrollSteps } from "./events";
import { onExposure } from "../experiments/exposures";

/** Mounts the tracker: consent, page views, game visits and scroll depth (bookmaker clicks: tracking-gate.tsx). Renders nothing. */
export function Tracking() {
  const [location] = useLocation();
  const sentSteps = useRef(new Set<number>());

  useEffect(() => {
    setTrackingEnabled(readConsent()?.analytics === true);
    const off = onConsentChange((c) => {
      const was = isTrackingEnabled();
      setTrackingEnabled(c?.analytics === true);
      // Consent given on this page: count the page it was given on.
      if (!was && isTrackingEnabled()) track("page_view", { page: window.location.pathname });
    });
    const onHide = () => document.visibilityState === "hidden" && flushEvents();
    const offExposure = onExposure((testId) => track("experiment_exposure", { experiment: testId }));
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", flushEvents);
    return () => {
      off();
      offExposure();
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", flushEvents);
    };
  }, []);

  useEffect(() => {
    sentSteps.current = new Set();
    track("page_view", { page: location });
    const game = gameOfPath(location);
    if (game) track("game_page_visit", { game, page: location });
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (!isTrackingEnabled()) return;
        const el = document.documentElement;
        for (const step of newScrollSteps(window.scrollY, window.innerHeight, el.scrollHeight, sentSteps.current)) {
          sentSteps.current.add(step);
          track("scroll_depth", { percent: step, page: location });
        }
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [location]);

  return null;
}
