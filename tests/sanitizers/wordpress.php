<?php
/**
 * WordPress's own sanitizing, run from the files of Debian's `wordpress` package (no web server,
 * no database): reads a JSON list of HTML snippets on stdin, writes the sanitized list on stdout.
 *
 *   php wordpress.php <wordpress dir> author   wp_kses_post() on save, wpautop() on display:
 *                                               what an Author or Editor (no unfiltered_html) gets
 *   php wordpress.php <wordpress dir> admin    wpautop() alone: an administrator keeps raw HTML
 */
[, $dir, $role] = $argv + [null, null, null];
if (!is_file("$dir/wp-includes/kses.php") || !in_array($role, ['author', 'admin'], true)) {
	fwrite(STDERR, "usage: php wordpress.php <wordpress dir holding wp-includes/kses.php> author|admin\n");
	exit(2);
}
define('ABSPATH', "$dir/");
define('WPINC', 'wp-includes');

// kses and wpautop run their filters through the plugin API; with no plugin loaded, each
// filter returns its value unchanged, as on a fresh site.
require ABSPATH . WPINC . '/plugin.php';
require ABSPATH . WPINC . '/functions.php';
require ABSPATH . WPINC . '/kses.php';
require ABSPATH . WPINC . '/formatting.php';

$snippets = json_decode(stream_get_contents(STDIN), true);
$sanitized = array_map(
	fn($html) => wpautop($role === 'author' ? wp_kses_post($html) : $html),
	$snippets
);
echo json_encode($sanitized, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
