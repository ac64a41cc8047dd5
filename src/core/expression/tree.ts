/**
 * The tree of a parsed expression (parse.ts): numbers, units, π, and the operations between
 * them, each with its place in the text, so an error can point at it.
 */
import type { Rational } from '../rational.ts';
import type { Found } from './lookup.ts';

export type Node =
  | { kind: 'number'; value: Rational; at: number; end: number }
  | { kind: 'unit'; word: string; found: Found; at: number; end: number }
  | { kind: 'mul' | 'div' | 'add' | 'sub'; left: Node; right: Node; at: number; end: number }
  | { kind: 'pow'; base: Node; exp: number; at: number; end: number }
  | { kind: 'neg'; operand: Node; at: number; end: number }
  /** Number–unit groups side by side: a sum of like quantities. */
  | { kind: 'sum'; parts: Node[]; at: number; end: number }
  /** π, as a number ("2 π m", "pi"). */
  | { kind: 'pi'; at: number; end: number }
  /** A root: "sqrt(x)" is degree 2; "x^(1/3)", "x^0.5" are roots of powers. */
  | { kind: 'root'; base: Node; degree: number; at: number; end: number };

/** The unit nodes of a tree, in reading order. */
export function unitNodes(node: Node): Extract<Node, { kind: 'unit' }>[] {
  switch (node.kind) {
    case 'number':
      return [];
    case 'unit':
      return [node];
    case 'neg':
      return unitNodes(node.operand);
    case 'pow':
    case 'root':
      return unitNodes(node.base);
    case 'pi':
      return [];
    case 'sum':
      return node.parts.flatMap(unitNodes);
    default:
      return [...unitNodes(node.left), ...unitNodes(node.right)];
  }
}

