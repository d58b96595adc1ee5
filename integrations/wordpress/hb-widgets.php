<?php
/**
 * Plugin Name:       Home builder widgets
 * Description:       The home builder's widgets in posts and pages: one block ("Home builder widget") that picks communities, plans and homes by name, a shortcode for the classic editor, and the template lines the widgets need.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           Proprietary
 * Text Domain:       hb-widgets
 */

if (!defined('ABSPATH')) {
	exit;
}

const HB_WIDGETS_OPTION_BASE = 'hb_widgets_base_url';
const HB_WIDGETS_OPTION_API = 'hb_widgets_api_base';
const HB_WIDGETS_OPTION_LINKS_IN = 'hb_widgets_links_in';

/** The folder that holds loader.js and widgets.css, with a trailing slash; '' until it is set. */
function hb_widgets_base_url() {
	$base = trim((string) get_option(HB_WIDGETS_OPTION_BASE, ''));
	return $base === '' ? '' : trailingslashit($base);
}

/** The site settings the loader reads (docs/embedding.md, "Site settings"). */
function hb_widgets_settings() {
	$settings = [];
	$api = trim((string) get_option(HB_WIDGETS_OPTION_API, ''));
	if ($api !== '') {
		$settings['apiBase'] = trailingslashit($api);
	}
	$links_in = trim((string) get_option(HB_WIDGETS_OPTION_LINKS_IN, ''));
	// Block themes wrap the content in .wp-block-post-content, classic themes in .entry-content.
	$settings['widgetLinksIn'] = $links_in !== '' ? $links_in : (wp_is_block_theme() ? '.wp-block-post-content' : '.entry-content');
	return $settings;
}

/** The widgets, their descriptions and attributes, from the build's custom-elements.json (widgets.json). */
function hb_widgets_catalogue() {
	static $catalogue = null;
	if ($catalogue === null) {
		$json = file_get_contents(__DIR__ . '/widgets.json');
		$catalogue = $json ? json_decode($json, true) : [];
	}
	return is_array($catalogue) ? $catalogue : [];
}

/** Which attributes are picked by name, from which list of the API (pickers.json, shared with the demo's snippet builder). */
function hb_widgets_pickers() {
	$json = file_get_contents(__DIR__ . '/pickers.json');
	$shared = $json ? json_decode($json, true) : null;
	return is_array($shared) && isset($shared['pickers']) && is_array($shared['pickers']) ? $shared['pickers'] : [];
}

/**
 * The settings script, then the loader where WordPress has no script modules (6.1 to 6.4): a
 * script tag of type module printed in the head. From 6.5, wp_enqueue_script_module prints it.
 */
function hb_widgets_print_head($settings = null, $loader_tag = false) {
	$base = hb_widgets_base_url();
	if ($base === '') {
		return;
	}
	$json = wp_json_encode(is_array($settings) ? $settings : hb_widgets_settings(), JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP);
	echo '<script type="application/json" id="hb-widgets-config">' . $json . "</script>\n"; // JSON_HEX_TAG: no "</script>" inside.
	if ($loader_tag || !function_exists('wp_enqueue_script_module')) {
		wp_print_script_tag(['type' => 'module', 'src' => esc_url($base . 'loader.js')]);
	}
}

function hb_widgets_enqueue() {
	$base = hb_widgets_base_url();
	if ($base === '') {
		return;
	}
	wp_enqueue_style('hb-widgets', $base . 'widgets.css', [], null);
	if (function_exists('wp_enqueue_script_module')) {
		wp_enqueue_script_module('hb-widgets-loader', $base . 'loader.js', [], null);
	}
}

add_action('wp_head', function () {
	hb_widgets_print_head();
}, 1);

/**
 * The settings in the block editor: no link there becomes a widget (a Paragraph's widget link
 * stays a link while it is edited); only the block's own preview mounts.
 */
function hb_widgets_editor_settings() {
	return array_merge(hb_widgets_settings(), ['widgetLinksIn' => '.hb-widgets-block__preview']);
}
add_action('wp_enqueue_scripts', 'hb_widgets_enqueue');

/*
 * The block editor: the same lines, so the block shows its widget live while it is edited (the
 * loader as a script tag in any version: script modules reach the admin's pages only in later ones).
 */
add_action('admin_head', function () {
	$screen = function_exists('get_current_screen') ? get_current_screen() : null;
	if ($screen && method_exists($screen, 'is_block_editor') && $screen->is_block_editor()) {
		hb_widgets_print_head(hb_widgets_editor_settings(), true);
	}
}, 1);
add_action('enqueue_block_editor_assets', function () {
	$base = hb_widgets_base_url();
	if ($base !== '') {
		wp_enqueue_style('hb-widgets', $base . 'widgets.css', [], null);
	}
	// What the block's script knows: the widgets, the settings, where they come from.
	wp_add_inline_script(
		'hb-widgets-block-editor',
		'window.hbWidgetsEditor = ' . wp_json_encode([
			'widgets' => hb_widgets_catalogue(),
			'pickers' => hb_widgets_pickers(),
			'settings' => hb_widgets_editor_settings(),
			'baseUrl' => hb_widgets_base_url(),
			'settingsUrl' => admin_url('options-general.php?page=hb-widgets'),
		], JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP) . ';',
		'before'
	);
});

/* The block: block/block.json, its editor script written with the editor's own React (wp.element). */
add_action('init', function () {
	wp_register_script(
		'hb-widgets-block-editor',
		plugins_url('block/index.js', __FILE__),
		['wp-blocks', 'wp-element', 'wp-components', 'wp-block-editor', 'wp-i18n'],
		filemtime(__DIR__ . '/block/index.js'),
		true
	);
	register_block_type(__DIR__ . '/block', ['editor_script' => 'hb-widgets-block-editor']);
	add_shortcode('hb_widget', 'hb_widgets_shortcode');
});

/**
 * [hb_widget name="community-map" community-id="12" on-your-lot] → the div form, escaped:
 * <div data-hb-widget="community-map" data-community-id="12" data-on-your-lot></div>. Only the
 * widget's own attributes are written; an unknown widget writes nothing but an HTML comment.
 */
function hb_widgets_shortcode($atts, $content = '') {
	$atts = is_array($atts) ? $atts : [];
	$name = isset($atts['name']) ? sanitize_key($atts['name']) : '';
	$widgets = hb_widgets_catalogue();
	if (!isset($widgets[$name])) {
		return '<!-- hb_widget: unknown widget "' . esc_html($name) . '" -->';
	}
	$known = [];
	foreach ($widgets[$name]['attributes'] as $attribute) {
		$known[$attribute['name']] = $attribute;
	}
	$html = '<div data-hb-widget="' . esc_attr($name) . '"';
	foreach ($atts as $key => $value) {
		// A bare word ([hb_widget name="floorplans" on-your-lot]) arrives with a numeric key.
		$option = is_int($key) ? 'data-' . strtolower($value) : 'data-' . strtolower($key);
		if ($option === 'data-name' && !is_int($key) || !isset($known[$option])) {
			continue;
		}
		$html .= is_int($key) ? ' ' . $option : ' ' . $option . '="' . esc_attr($value) . '"';
	}
	$fallback = $content === '' ? '' : wp_kses_post($content);
	return $html . '>' . $fallback . '</div>';
}

/* Settings → Home builder widgets. */
add_action('admin_init', function () {
	register_setting('hb-widgets', HB_WIDGETS_OPTION_BASE, ['type' => 'string', 'sanitize_callback' => 'esc_url_raw', 'default' => '']);
	register_setting('hb-widgets', HB_WIDGETS_OPTION_API, ['type' => 'string', 'sanitize_callback' => 'esc_url_raw', 'default' => '']);
	register_setting('hb-widgets', HB_WIDGETS_OPTION_LINKS_IN, ['type' => 'string', 'sanitize_callback' => 'sanitize_text_field', 'default' => '']);
	add_settings_section('hb-widgets-main', '', '__return_false', 'hb-widgets');
	$fields = [
		HB_WIDGETS_OPTION_BASE => [__('Widgets URL', 'hb-widgets'), 'https://cdn.example.com/widgets/', __('The folder that holds loader.js and widgets.css.', 'hb-widgets')],
		HB_WIDGETS_OPTION_API => [__('API address (apiBase)', 'hb-widgets'), 'https://cms.example.com/', __('Where /api, /forms and /my-favorites live. On another origin, that server must list this site in its CORS origins. Empty: this site.', 'hb-widgets')],
		HB_WIDGETS_OPTION_LINKS_IN => [__('Content area (widgetLinksIn)', 'hb-widgets'), '.wp-block-post-content', __('Only widget links inside it become widgets. Empty: the theme\'s content area.', 'hb-widgets')],
	];
	foreach ($fields as $option => [$label, $example, $help]) {
		add_settings_field($option, $label, function () use ($option, $example, $help) {
			printf(
				'<input type="%1$s" class="regular-text code" id="%2$s" name="%2$s" value="%3$s" placeholder="%4$s" aria-describedby="%2$s-help"><p class="description" id="%2$s-help">%5$s</p>',
				$option === HB_WIDGETS_OPTION_LINKS_IN ? 'text' : 'url',
				esc_attr($option),
				esc_attr(get_option($option, '')),
				esc_attr($example),
				esc_html($help)
			);
		}, 'hb-widgets', 'hb-widgets-main', ['label_for' => $option]);
	}
});

add_action('admin_menu', function () {
	add_options_page(__('Home builder widgets', 'hb-widgets'), __('Home builder widgets', 'hb-widgets'), 'manage_options', 'hb-widgets', function () {
		echo '<div class="wrap"><h1>' . esc_html__('Home builder widgets', 'hb-widgets') . '</h1><form method="post" action="options.php">';
		settings_fields('hb-widgets');
		do_settings_sections('hb-widgets');
		submit_button();
		echo '</form></div>';
	});
});

add_filter('plugin_action_links_' . plugin_basename(__FILE__), function ($links) {
	array_unshift($links, '<a href="' . esc_url(admin_url('options-general.php?page=hb-widgets')) . '">' . esc_html__('Settings', 'hb-widgets') . '</a>');
	return $links;
});
