import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { loadLaterEnglish } from '../i18n';

// Components are tested outside their lazy chunks: give them every English section up front.
await loadLaterEnglish();

// Lazy chunks (the media viewer, menus, pickers) are transformed on first import; on a loaded
// two-core CI machine that can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });
