import ts from 'typescript';

/** Attributes that hold an id or point at one. */
const ID_ATTRIBUTES = new Set([
  'id',
  'htmlFor',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'aria-errormessage',
]);

/**
 * The id attributes of DOM elements (lowercase JSX tags) in a .tsx source whose value is not
 * page-unique: a constant ("hb-samples"), constant text before the unique part (`hb-x-${plan.id}`),
 * or data (plan.id, a widget's attribute prop such as planId). Page-unique ids start from
 * usePageId (core/mount): a name such as titleId, or a call such as hintId(controlId).
 * `attributeProps` are the widgets' attribute props: the same on two widgets of one page.
 */
export function nonUniqueIds(source: string, attributeProps: ReadonlySet<string>, file = 'x.tsx'): string[] {
  const found: string[] = [];
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const problem = (e: ts.Expression): string | undefined => {
    if (ts.isParenthesizedExpression(e)) return problem(e.expression);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return 'a constant';
    if (ts.isTemplateExpression(e))
      return e.head.text ? 'constant text before its unique part' : problem(e.templateSpans[0].expression);
    if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) return 'data, the same in two widgets';
    if (ts.isIdentifier(e))
      return attributeProps.has(e.text) ? 'a widget attribute, the same in two widgets' : undefined;
    if (ts.isConditionalExpression(e)) return problem(e.whenTrue) ?? problem(e.whenFalse);
    if (ts.isBinaryExpression(e)) return problem(e.left);
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && /^[a-z]/.test(node.tagName.getText(sf)))
      for (const a of node.attributes.properties) {
        if (!ts.isJsxAttribute(a) || !ID_ATTRIBUTES.has(a.name.getText(sf)) || !a.initializer) continue;
        const value = ts.isJsxExpression(a.initializer) ? a.initializer.expression : a.initializer;
        const why = value && problem(value as ts.Expression);
        const { line } = sf.getLineAndCharacterOfPosition(a.getStart(sf));
        if (why) found.push(`${file}:${line + 1} ${a.getText(sf)} is ${why}: build it from usePageId`);
      }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}
