import { measureEveryPage } from './layout-shift-pages';

measureEveryPage(375);
