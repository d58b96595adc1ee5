import { attr, defineWidget } from '../../core';
function Hello({ name }: { name: string | undefined }) { return <p>Hello {name}</p>; }
export default defineWidget('hello', { name: attr.string('x').optional }, Hello);
