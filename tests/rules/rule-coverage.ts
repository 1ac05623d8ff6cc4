/** The Firestore emulator's rules coverage report: a tree of rule expressions and their values. */
export interface CoverageNode {
  sourcePosition: { line: number; column: number };
  values?: { value: Record<string, unknown>; count: number }[];
  children?: CoverageNode[];
}

export interface RuleCoverage {
  expressions: number;
  evaluated: number;
  /** "line:column" of every expression no request evaluated. */
  unevaluated: string[];
}

/** An expression counts as evaluated once some request produced a value for it (not short-circuited). */
export function ruleCoverage(report: readonly CoverageNode[]): RuleCoverage {
  const coverage: RuleCoverage = { expressions: 0, evaluated: 0, unevaluated: [] };
  const visit = (node: CoverageNode) => {
    coverage.expressions += 1;
    if (node.values?.some(({ value }) => Object.keys(value).length > 0)) coverage.evaluated += 1;
    else coverage.unevaluated.push(`${node.sourcePosition.line}:${node.sourcePosition.column}`);
    node.children?.forEach(visit);
  };
  report.forEach(visit);
  return coverage;
}

/** GET the emulator's coverage for a project's rules. */
export async function fetchRuleCoverage(projectId: string): Promise<RuleCoverage> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080";
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:ruleCoverage`);
  if (!response.ok) throw new Error(`rule coverage: HTTP ${response.status}`);
  const { report } = (await response.json()) as { report: CoverageNode[] };
  return ruleCoverage(report);
}
