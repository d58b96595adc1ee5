import { measureEveryPage } from './layout-shift-pages';

measureEveryPage(1280);
