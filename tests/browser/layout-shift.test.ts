import { measureEveryPage } from './layout-shift-pages';

// One file for both widths: a throttled page mostly waits, so the run gives this file a worker of
// its own beside files that keep a core busy; two such files side by side left the cores idle.
measureEveryPage(1280);
measureEveryPage(375);
