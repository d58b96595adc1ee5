export { AddToCalendar } from './add-to-calendar';
