// package.json's address fields in the shapes npm accepts (a string, or an object with `url`), read by
// codegen (the report advice), the bundle's links and the MCP registry entry alike.

/** `bugs`: its url, or the string npm also accepts; undefined when absent or empty. */
export function bugsUrl(bugs: string | { url?: string } | undefined): string | undefined {
  const url = typeof bugs === 'string' ? bugs : bugs?.url;
  return url === '' ? undefined : url;
}

/** `repository`: its url without npm's `git+` prefix and `.git` suffix; undefined when absent. */
export function repositoryUrl(repository: string | { url?: string } | undefined): string | undefined {
  const url = typeof repository === 'string' ? repository : repository?.url;
  return url?.replace(/^git\+/, '').replace(/\.git$/, '');
}
