import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Lazy chunks (the media viewer, menus, pickers) are transformed on first import; on a loaded
// two-core CI machine that can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });
