import { screenSweep } from '../support/e2e/screenSweep';

screenSweep('zh');
