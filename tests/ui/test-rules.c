/* test-rules.c — the rules window, showing the help pages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "help-test-util.h"
#include "lair-help-view.h"
#include "lair-rules-window.h"
#include "ui-test-utils.h"

/* What a label shows of the reader's markup is the words, not markup */
static void
test_crafted_markup (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairMallardPage) page = lair_mallard_page_parse (help_test_crafted_page, -1, &error);
  g_autoptr(GtkWidget) label = NULL;
  g_autofree char *markup = NULL;
  g_autofree char *plain = NULL;
  LairMallardBlock *p;

  g_assert_no_error (error);
  p = g_ptr_array_index (page->blocks, 0);
  markup = lair_mallard_spans_to_markup (p->spans, NULL, NULL);
  plain = lair_mallard_spans_to_text (p->spans, NULL, NULL);

  label = g_object_ref_sink (gtk_label_new (NULL));
  gtk_label_set_markup (GTK_LABEL (label), markup);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, plain);
}

/* The window */

typedef struct {
  LairRulesWindow *window;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->window = LAIR_RULES_WINDOW (lair_rules_window_new (NULL, data));
  ui_test_present (GTK_WINDOW (f->window));
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  ui_test_destroy (GTK_WINDOW (f->window));
}

static gboolean
is_mapped (GtkWidget *widget,
           gpointer   data)
{
  return gtk_widget_get_mapped (widget);
}

/* The page shown: the child of the content's clamp */
static GtkWidget *
shown_page (Fixture *f)
{
  GtkWidget *clamp = ui_test_find (GTK_WIDGET (f->window), ADW_TYPE_CLAMP, is_mapped, NULL);

  g_assert_nonnull (clamp);
  return adw_clamp_get_child (ADW_CLAMP (clamp));
}

static gboolean
label_contains (GtkWidget *widget,
                gpointer   data)
{
  return strstr (gtk_label_get_text (GTK_LABEL (widget)), data) != NULL;
}

static gboolean
label_links_to (GtkWidget *widget,
                gpointer   data)
{
  g_autofree char *href = g_strdup_printf ("href=\"%s\"", (const char *) data);

  return strstr (gtk_label_get_label (GTK_LABEL (widget)), href) != NULL;
}

static gboolean
is_showing_page (Fixture    *f,
                 const char *page_id,
                 const char *title)
{
  return g_strcmp0 (lair_rules_window_get_page_id (f->window), page_id) == 0 &&
         ui_test_is_showing (ui_test_find (shown_page (f), GTK_TYPE_LABEL, ui_test_label_is, (gpointer) title));
}

static void
assert_showing (Fixture    *f,
                const char *page_id,
                const char *title)
{
  GtkWidget *label;

  g_assert_cmpstr (lair_rules_window_get_page_id (f->window), ==, page_id);
  label = ui_test_find (shown_page (f), GTK_TYPE_LABEL, ui_test_label_is, (gpointer) title);
  g_assert_nonnull (label);
  g_assert_true (ui_test_is_showing (label));
}

static void
test_every_page_shown (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GHashTable) pages = help_test_load_all_pages ();
  GHashTableIter iter;
  LairMallardPage *page;

  g_hash_table_iter_init (&iter, pages);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &page))
    {
      g_autoptr(GPtrArray) labels = NULL;
      guint n_words = 0;

      lair_rules_window_show_page (f->window, page->id);
      ui_test_wait_until (is_showing_page (f, page->id, page->title));
      assert_showing (f, page->id, page->title);

      /* the words of the page are on it */
      labels = ui_test_find_all (shown_page (f), GTK_TYPE_LABEL, NULL, NULL);
      g_assert_cmpuint (labels->len, >, 1);
      for (guint i = 0; i < labels->len; i++)
        n_words += strlen (gtk_label_get_text (g_ptr_array_index (labels, i)));
      g_assert_cmpuint (n_words, >, strlen (page->text) / 2);
    }
}

/* A page of no book, drawn with links to the book's pages */
static void
test_crafted_shown (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairMallardPage) page = lair_mallard_page_parse (help_test_crafted_page, -1, &error);
  g_autoptr(LairHelpBook) book = lair_help_book_new_from_resource (help_test_only_c);
  GtkWidget *rendered;
  GtkWidget *label;

  g_assert_no_error (error);
  rendered = g_object_ref_sink (lair_help_view_new (book));
  lair_help_view_set_page (LAIR_HELP_VIEW (rendered), page);

  g_assert_nonnull (ui_test_find (rendered, GTK_TYPE_LABEL, ui_test_label_is, "Crafted <i>page</i>"));
  label = ui_test_find (rendered, GTK_TYPE_LABEL, label_contains, "<b>bold</b> & em");
  g_assert_nonnull (label);
  /* a link without words shows the title of the page it leads to */
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "Leave Odds and expected value, the take"));
  g_assert_true (gtk_widget_get_focusable (label));

  g_assert_finalize_object (rendered);
}

static gboolean
row_marked (GtkWidget *widget,
            gpointer   data)
{
  return (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_SELECTED) != 0;
}

static void
test_show_page (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GPtrArray) rows = NULL;

  assert_showing (f, "adventure-monte", "Three Card Monte");
  /* the sidebar marks it */
  rows = ui_test_find_all (GTK_WIDGET (f->window), GTK_TYPE_LIST_BOX_ROW, row_marked, NULL);
  g_assert_cmpuint (rows->len, ==, 1);
  g_assert_nonnull (ui_test_find (g_ptr_array_index (rows, 0), GTK_TYPE_LABEL, ui_test_label_is, "Three Card Monte"));

  lair_rules_window_show_page (f->window, "no-such-page");
  assert_showing (f, "index", "Spider Lair");
  lair_rules_window_show_page (f->window, "../lair-window.ui");
  assert_showing (f, "index", "Spider Lair");
  lair_rules_window_show_page (f->window, "room-gems");
  assert_showing (f, "room-gems", "Gem rooms");

  /* the index lists the topics of each of its sections */
  lair_rules_window_show_page (f->window, "index");
  g_assert_nonnull (ui_test_find (shown_page (f), GTK_TYPE_LABEL, ui_test_label_is, "Adventures"));
  g_assert_nonnull (ui_test_find (shown_page (f), GTK_TYPE_LABEL, label_links_to, "adventure-monte"));
}

static gboolean
row_shows (GtkWidget *widget,
           gpointer   data)
{
  return ui_test_find (widget, GTK_TYPE_LABEL, ui_test_label_is, data) != NULL &&
         gtk_widget_get_child_visible (widget);
}

static gboolean
sidebar_lists (Fixture    *f,
               const char *title)
{
  GtkWidget *list = ui_test_find (GTK_WIDGET (f->window), GTK_TYPE_LIST_BOX, NULL, NULL);

  return ui_test_find (list, GTK_TYPE_LIST_BOX_ROW, row_shows, (gpointer) title) != NULL &&
         gtk_widget_get_mapped (list);
}

typedef struct {
  Fixture    *f;
  const char *title;
  gboolean    listed;
} SearchWait;

static gboolean
search_settled (SearchWait *wait)
{
  return sidebar_lists (wait->f, wait->title) == wait->listed;
}

static void
count_cb (guint *count)
{
  (*count)++;
}

static void
search_for (Fixture    *f,
            const char *text)
{
  GtkWidget *entry = ui_test_find (GTK_WIDGET (f->window), GTK_TYPE_SEARCH_ENTRY, NULL, NULL);

  guint searches = 0;
  gulong id = g_signal_connect_swapped (entry, "search-changed", G_CALLBACK (count_cb), &searches);

  gtk_widget_activate_action (GTK_WIDGET (f->window), "rules.search", NULL);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  /* the window searches when the entry says so, before this handler */
  ui_test_wait_until (searches > 0);
  g_signal_handler_disconnect (entry, id);
}

static void
test_search (Fixture       *f,
             gconstpointer  data)
{
  SearchWait wait = { f, "Lava Lake Ferryman", TRUE };
  GtkWidget *status = ui_test_find (GTK_WIDGET (f->window), ADW_TYPE_STATUS_PAGE, NULL, NULL);
  GtkWidget *bar = ui_test_find (GTK_WIDGET (f->window), GTK_TYPE_SEARCH_BAR, NULL, NULL);

  g_assert_true (sidebar_lists (f, "Gem rooms"));

  search_for (f, "FERRYMAN");
  wait.title = "Gem rooms";
  wait.listed = FALSE;
  ui_test_wait_until (search_settled (&wait));
  g_assert_true (sidebar_lists (f, "Lava Lake Ferryman"));
  g_assert_false (sidebar_lists (f, "Gem rooms"));
  g_assert_false (ui_test_is_showing (status));

  /* every word must be there */
  search_for (f, "ferryman lava");
  g_assert_true (sidebar_lists (f, "Lava Lake Ferryman"));
  search_for (f, "ferryman xylophone");
  ui_test_wait_until (ui_test_is_showing (status));
  g_assert_false (sidebar_lists (f, "Lava Lake Ferryman"));

  /* closing the search shows every topic again */
  gtk_search_bar_set_search_mode (GTK_SEARCH_BAR (bar), FALSE);
  wait.listed = TRUE;
  ui_test_wait_until (search_settled (&wait));
  g_assert_false (ui_test_is_showing (status));
}

/* Links are followed once their label's signal is over */
static void
wait_for_page (Fixture    *f,
               const char *page_id,
               const char *title)
{
  ui_test_wait_until (is_showing_page (f, page_id, title));
  assert_showing (f, page_id, title);
}

static gboolean
scrolled_down (GtkWidget *page)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (page, GTK_TYPE_SCROLLED_WINDOW);

  return gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller))) > 0;
}

static void
test_back (Fixture       *f,
           gconstpointer  data)
{
  GtkWidget *label;
  gboolean handled = FALSE;

  assert_showing (f, "adventure-monte", "Three Card Monte");

  label = ui_test_find (shown_page (f), GTK_TYPE_LABEL, label_links_to, "odds");
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_focusable (label));
  g_signal_emit_by_name (label, "activate-link", "odds", &handled);
  g_assert_true (handled);
  wait_for_page (f, "odds", "Odds and expected value");

  /* a link to a section of another page */
  label = ui_test_find (shown_page (f), GTK_TYPE_LABEL, label_links_to, "playing#bravery");
  g_assert_nonnull (label);
  g_signal_emit_by_name (label, "activate-link", "playing#bravery", &handled);
  wait_for_page (f, "playing", "How a game goes");
  /* at the section, not at the top */
  ui_test_wait_until (scrolled_down (shown_page (f)));

  /* a link to nowhere goes nowhere */
  label = ui_test_find (shown_page (f), GTK_TYPE_LABEL, label_links_to, "odds");
  g_signal_emit_by_name (label, "activate-link", "http://example.com/", &handled);
  g_assert_true (handled);
  assert_showing (f, "playing", "How a game goes");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "rules.back", NULL));
  wait_for_page (f, "odds", "Odds and expected value");
  gtk_widget_activate_action (GTK_WIDGET (f->window), "rules.back", NULL);
  wait_for_page (f, "adventure-monte", "Three Card Monte");
}

typedef struct {
  AdwLeaflet *leaflet;
  GtkWidget  *list;
  gboolean    sidebar;
} PaneWait;

static gboolean
pane_settled (PaneWait *wait)
{
  GtkWidget *visible = adw_leaflet_get_visible_child (wait->leaflet);

  return !adw_leaflet_get_child_transition_running (wait->leaflet) &&
         gtk_widget_is_ancestor (wait->list, visible) == wait->sidebar &&
         ui_test_is_showing (wait->list) == wait->sidebar;
}

/* The leaflet has slid to the sidebar, or to the page */
static void
wait_for_pane (AdwLeaflet *leaflet,
               GtkWidget  *list,
               gboolean    sidebar)
{
  PaneWait wait = { leaflet, list, sidebar };

  ui_test_wait_until (pane_settled (&wait));
}

/* A phone-sized window: the sidebar and the page, one at a time */
static void
test_narrow (void)
{
  Fixture fixture = { LAIR_RULES_WINDOW (lair_rules_window_new (NULL, "adventure-monte")) };
  Fixture *f = &fixture;
  AdwLeaflet *leaflet = ADW_LEAFLET (ui_test_find (GTK_WIDGET (f->window), ADW_TYPE_LEAFLET, NULL, NULL));
  GtkWidget *list = ui_test_find (GTK_WIDGET (f->window), GTK_TYPE_LIST_BOX, NULL, NULL);
  int minimum;

  gtk_widget_measure (GTK_WIDGET (f->window), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);

  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 640);
  gtk_window_present (GTK_WINDOW (f->window));
  ui_test_wait_until (adw_leaflet_get_folded (leaflet));

  /* the page, without the sidebar, and a way back to it */
  wait_for_pane (leaflet, list, FALSE);
  assert_showing (f, "adventure-monte", "Three Card Monte");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "rules.back", NULL));
  wait_for_pane (leaflet, list, TRUE);

  /* the search is in the sidebar: it shows when the search starts */
  g_signal_emit_by_name (list, "row-activated",
                         gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 1));
  wait_for_pane (leaflet, list, FALSE);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "rules.search", NULL);
  wait_for_pane (leaflet, list, TRUE);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "rules.dismiss", NULL);

  /* picking a topic shows it */
  g_signal_emit_by_name (list, "row-activated",
                         gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  wait_for_pane (leaflet, list, FALSE);
  assert_showing (f, "index", "Spider Lair");

  ui_test_destroy (GTK_WINDOW (f->window));
}

/* Wide, both show */
static void
test_wide (Fixture       *f,
           gconstpointer  data)
{
  AdwLeaflet *leaflet = ADW_LEAFLET (ui_test_find (GTK_WIDGET (f->window), ADW_TYPE_LEAFLET, NULL, NULL));
  GtkWidget *list = ui_test_find (GTK_WIDGET (f->window), GTK_TYPE_LIST_BOX, NULL, NULL);

  g_assert_false (adw_leaflet_get_folded (leaflet));
  g_assert_true (ui_test_is_showing (list));
  assert_showing (f, "adventure-monte", "Three Card Monte");
}

static void
test_keys (void)
{
  GtkWidget *window = GTK_WIDGET (lair_rules_window_new (NULL, "room-lair"));
  GtkWidget *bar = ui_test_find (window, GTK_TYPE_SEARCH_BAR, NULL, NULL);
  GtkWidget *entry = ui_test_find (window, GTK_TYPE_SEARCH_ENTRY, NULL, NULL);

  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  ui_test_present (GTK_WINDOW (window));

  /* Ctrl+F: the search, ready for typing */
  g_assert_false (gtk_search_bar_get_search_mode (GTK_SEARCH_BAR (bar)));
  g_assert_true (gtk_widget_activate_action (window, "rules.search", NULL));
  ui_test_wait_until (gtk_search_bar_get_search_mode (GTK_SEARCH_BAR (bar)) &&
                      gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), entry));
  g_assert_true (gtk_search_bar_get_search_mode (GTK_SEARCH_BAR (bar)));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), entry));

  /* nowhere to go back to */
  gtk_widget_activate_action (window, "rules.back", NULL);
  g_assert_cmpstr (lair_rules_window_get_page_id (LAIR_RULES_WINDOW (window)), ==, "room-lair");

  /* Escape: the search, then the window */
  g_assert_true (gtk_widget_activate_action (window, "rules.dismiss", NULL));
  ui_test_wait_until (!gtk_search_bar_get_search_mode (GTK_SEARCH_BAR (bar)));
  g_assert_false (gtk_search_bar_get_search_mode (GTK_SEARCH_BAR (bar)));
  g_assert_nonnull (window);
  g_assert_true (gtk_widget_activate_action (window, "rules.dismiss", NULL));
  ui_test_wait_until (window == NULL);
  g_assert_null (window);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/rules/label/crafted-markup", test_crafted_markup);
  g_test_add ("/rules/window/every-page", Fixture, "index", fixture_setup, test_every_page_shown, fixture_teardown);
  g_test_add_func ("/rules/view/crafted", test_crafted_shown);
  g_test_add ("/rules/window/show-page", Fixture, "adventure-monte", fixture_setup, test_show_page, fixture_teardown);
  g_test_add ("/rules/window/search", Fixture, "index", fixture_setup, test_search, fixture_teardown);
  g_test_add ("/rules/window/back", Fixture, "adventure-monte", fixture_setup, test_back, fixture_teardown);
  g_test_add_func ("/rules/window/keys", test_keys);
  g_test_add ("/rules/window/wide", Fixture, "adventure-monte", fixture_setup, test_wide, fixture_teardown);
  g_test_add_func ("/rules/window/narrow", test_narrow);

  return g_test_run ();
}
