import { crawlDemoPages } from './accessibility-crawl';

crawlDemoPages(3, 6);
