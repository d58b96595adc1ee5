import { crawlDemoPages } from './accessibility-crawl';

crawlDemoPages(5, 6);
