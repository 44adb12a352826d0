import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@primer/primitives/dist/css/functional/themes/light.css';
import '@primer/primitives/dist/css/functional/size/size.css';
import '@primer/primitives/dist/css/functional/size/border.css';
import '@primer/primitives/dist/css/functional/size/radius.css';
import '@primer/primitives/dist/css/functional/size/z-index.css';
import '@primer/primitives/dist/css/base/size/z-index.css';
import '@primer/primitives/dist/css/functional/spacing/space.css';
import '@primer/primitives/dist/css/functional/typography/typography.css';
import '@primer/primitives/dist/css/base/size/size.css';
import '@primer/primitives/dist/css/base/typography/typography.css';
import '@primer/primitives/dist/css/functional/motion/motion.css';
import { App } from './App';
import { initI18n } from './i18n';
import { loadLanguage } from './i18n/languageTexts';
import { createAppSystem } from './machines/app/appSystem';
import { loadPreferences } from './services/preferences';
import { reportPageErrors } from './views/shared/reportPageErrors';

const preferences = loadPreferences();
// i18next starts empty; the chosen language's texts join it when their chunk arrives (the other
// language's only when the user switches), and the app renders then, so no key shows in their place.
initI18n(preferences.language);
const system = createAppSystem({ preferences });

// Unexpected page errors go to the error-log dialog (docs/product-rules.md §8).
reportPageErrors((e) => system.errorLog.send(e));

// A failed texts request still renders, and its rejection reaches the error log above.
void loadLanguage(preferences.language).finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App system={system} />
    </StrictMode>,
  ),
);
