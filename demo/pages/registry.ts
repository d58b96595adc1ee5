import type { DemoArea } from './demo-page';
import { platformArea } from './platform';

/** Every area of the demo site; add a line when a widget area lands. */
export const AREAS: DemoArea[] = [platformArea];
