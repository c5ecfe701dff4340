import { Loader, Overlay, Transition } from '@mantine/core';
import { useNavigation } from 'react-router';

/** Spec §2: the loading overlay fades in over 0.3 s and out over 0.5 s. */
export function NavigationOverlay() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <Transition mounted={busy} transition="fade" duration={300} exitDuration={500} timingFunction="ease">
      {(styles) => (
        <Overlay
          fixed
          style={{ ...styles, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          backgroundOpacity={0.25}
          color="#fff"
          zIndex={900}
          data-testid="loading-overlay"
        >
          <Loader aria-label="Đang tải" />
        </Overlay>
      )}
    </Transition>
  );
}
