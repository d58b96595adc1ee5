import { crawlDemoPages } from './accessibility-crawl';

crawlDemoPages(0, 6);
