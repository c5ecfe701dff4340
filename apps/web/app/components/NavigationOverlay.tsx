import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import classes from './NavigationOverlay.module.css';

/** Spec §2: the loading overlay fades in over 0.3 s and out over 0.5 s (plain elements). */
export function NavigationOverlay() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [leaving, setLeaving] = useState(false);
  const [wasBusy, setWasBusy] = useState(false);

  // Kept on screen for the fade-out after the navigation ends.
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (!busy) setLeaving(true);
  }
  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => setLeaving(false), 500);
    return () => window.clearTimeout(timer);
  }, [leaving]);

  if (!busy && !leaving) return null;
  return (
    <div
      className={classes.overlay}
      data-leaving={busy ? undefined : true}
      // Fading out, it is no longer news: hidden from assistive tech (and from the page's own
      // role="status" messages, which appear as the navigation ends).
      aria-hidden={busy ? undefined : true}
      data-testid="loading-overlay"
    >
      <span className={classes.loader} role="progressbar" aria-label="Đang tải" />
    </div>
  );
}
