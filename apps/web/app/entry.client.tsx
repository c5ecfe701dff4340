import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may; to find out it calls `Function('')`
// once, which the pages' CSP (no 'unsafe-eval') refuses and reports as a violation. The browser
// never needs that speed: parse without it. (The rest is React Router's default client entry.)
z.config({ jitless: true });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
