import { crawlDemoPages } from './accessibility-crawl';

crawlDemoPages(4, 6);
