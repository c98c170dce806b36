import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { readConsent, onConsentChange } from "./consent";
import { bookmakerClickData, flushEvents, isTrackingEnabled, setTrackingEnabled, track } from "./tracker";
import { gameOfPath, newScrollSteps } from "./events";
import { bookmakerLink } from "./bookmaker-link";
import { onExposure } from "../experiments/exposures";

/** Mounts the tracker: consent, page views, game visits, scroll depth and bookmaker clicks. Renders nothing. */
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
    const onClick = (e: MouseEvent) => {
      const link = bookmakerLink(e.target);
      if (link) {
        track("bookmaker_click", bookmakerClickData(link));
        flushEvents();
      }
    };
    const offExposure = onExposure((testId) => track("experiment_exposure", { experiment: testId }));
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", flushEvents);
    document.addEventListener("click", onClick, true);
    return () => {
      off();
      offExposure();
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", flushEvents);
      document.removeEventListener("click", onClick, true);
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
