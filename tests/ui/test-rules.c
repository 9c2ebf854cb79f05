/* test-rules.c — the rules window and the reader of the help pages it shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "lair-mallard.h"
#include "lair-rules-window.h"
#include "ui-test-utils.h"

static const char * const only_c[] = { "C", NULL };

/* The reader */

static void
check_xref (GHashTable *pages,
            const char *from,
            const char *xref)
{
  g_auto(GStrv) parts = g_strsplit (xref, "#", 2);
  LairMallardPage *target = g_hash_table_lookup (pages, parts[0]);

  if (target == NULL)
    g_error ("%s links to %s, which is no page", from, xref);
  if (parts[1] != NULL && !lair_mallard_page_has_section (target, parts[1]))
    g_error ("%s links to %s, which is no section", from, xref);
}

static void
check_block_links (GHashTable *pages,
                   const char *from,
                   GPtrArray  *blocks,
                   guint      *n_links)
{
  for (guint i = 0; i < blocks->len; i++)
    {
      LairMallardBlock *block = g_ptr_array_index (blocks, i);
      GPtrArray *runs[] = { block->spans, block->title };

      for (guint r = 0; r < G_N_ELEMENTS (runs); r++)
        for (guint s = 0; runs[r] != NULL && s < runs[r]->len; s++)
          {
            LairMallardSpan *span = g_ptr_array_index (runs[r], s);

            if (span->xref != NULL)
              {
                check_xref (pages, from, span->xref);
                (*n_links)++;
              }
          }
      check_block_links (pages, from, block->children, n_links);
    }
}

static GHashTable *
load_all_pages (void)
{
  g_auto(GStrv) ids = lair_mallard_list_pages ();
  GHashTable *pages = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                             (GDestroyNotify) lair_mallard_page_free);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      LairMallardPage *page = lair_mallard_page_load (ids[i], only_c, &error);

      g_assert_no_error (error);
      g_assert_nonnull (page);
      g_assert_cmpstr (page->id, ==, ids[i]);
      g_assert_nonnull (page->title);
      g_assert_cmpstr (page->title, !=, "");
      g_assert_true (page->blocks->len > 0);
      g_assert_nonnull (strstr (page->text, page->title));
      g_hash_table_insert (pages, page->id, page);
    }
  return pages;
}

static void
test_every_page (void)
{
  g_autoptr(GHashTable) pages = load_all_pages ();
  GHashTableIter iter;
  LairMallardPage *page;
  guint n_links = 0;

  /* the pages of help/meson.build, all there */
  g_assert_cmpuint (g_hash_table_size (pages), >=, 26);
  for (guint i = 0; i < 15; i++)
    {
      static const char * const game_pages[] = {
        "room-gems", "room-gold", "room-warning", "room-lair", "room-dead-spider",
        "adventure-banker", "adventure-sun-moon", "adventure-ferryman", "adventure-monte",
        "adventure-sphinx", "adventure-scout", "adventure-mushroom", "adventure-poison",
        "adventure-devil", "adventure-little-people",
      };

      g_assert_true (g_hash_table_contains (pages, game_pages[i]));
    }
  g_assert_cmpstr (((LairMallardPage *) g_hash_table_lookup (pages, "index"))->type, ==, "guide");

  g_hash_table_iter_init (&iter, pages);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &page))
    {
      for (guint i = 0; i < page->guide_links->len; i++)
        check_xref (pages, page->id, g_ptr_array_index (page->guide_links, i));
      for (guint i = 0; i < page->seealso_links->len; i++)
        check_xref (pages, page->id, g_ptr_array_index (page->seealso_links, i));
      check_block_links (pages, page->id, page->blocks, &n_links);

      /* every page but the index is in one of its sections */
      if (strcmp (page->id, "index") != 0)
        {
          g_autofree char *section = lair_mallard_page_get_guide_section (page, "index");

          g_assert_nonnull (section);
          g_assert_true (lair_mallard_page_has_section (g_hash_table_lookup (pages, "index"), section));
        }
    }
  g_assert_cmpuint (n_links, >, 50);
}

static void
test_monte_model (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairMallardPage) page = lair_mallard_page_load ("adventure-monte", only_c, &error);
  LairMallardBlock *first;
  LairMallardBlock *list;
  LairMallardBlock *note;
  LairMallardSpan *span;
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (page->title, ==, "Three Card Monte");
  g_assert_cmpstr (page->desc, ==, "Follow the winning card as the three cards are shuffled.");
  g_assert_cmpuint (page->guide_links->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (page->guide_links, 0), ==, "index#adventures");
  g_assert_cmpuint (page->seealso_links->len, ==, 2);

  first = g_ptr_array_index (page->blocks, 0);
  g_assert_cmpint (first->kind, ==, LAIR_MALLARD_BLOCK_PARAGRAPH);
  text = lair_mallard_spans_to_text (first->spans, NULL, NULL);
  g_assert_true (g_str_has_prefix (text, "A dealer shows three cards, face up. Two of them"));
  g_assert_true (g_str_has_suffix (text, "in this dungeon:"));
  span = g_ptr_array_index (first->spans, 1);
  g_assert_cmpstr (span->text, ==, "Win 2 Gems");
  g_assert_cmpint (span->style, ==, LAIR_MALLARD_STYLE_EM);

  list = g_ptr_array_index (page->blocks, 1);
  g_assert_cmpint (list->kind, ==, LAIR_MALLARD_BLOCK_LIST);
  g_assert_cmpuint (list->children->len, ==, 3);

  note = g_ptr_array_index (page->blocks, page->blocks->len - 1);
  g_assert_cmpint (note->kind, ==, LAIR_MALLARD_BLOCK_NOTE);
  g_assert_cmpstr (note->style, ==, "tip");
}

static const char crafted_page[] =
  "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
  "<page xmlns=\"http://projectmallard.org/1.0/\" type=\"topic\" id=\"crafted\">\n"
  "  <info>\n"
  "    <link type=\"guide\" xref=\"index#rules\"/>\n"
  "    <include href=\"legal.xml\" xmlns=\"http://www.w3.org/2001/XInclude\"/>\n"
  "    <desc>A page made for the test &amp; nothing else.</desc>\n"
  "  </info>\n"
  "  <title>Crafted &lt;i&gt;page&lt;/i&gt;</title>\n"
  "  <p>Text   with\n  &lt;b&gt;bold&lt;/b&gt; &amp; <em>em</em> <gui>Leave</gui>\n"
  "  <link xref=\"odds\"/>, <link xref=\"odds#take\">the take</link>,\n"
  "  <link xref=\"#here\">here</link> <keyseq><key>Ctrl</key> <key>R</key></keyseq>\n"
  "  <link href=\"http://example.com/\">outside</link>\n"
  "  <link xref='a\"b&lt;c'>quoted</link>.</p>\n"
  "  <section id=\"here\"><title>Here</title><p>x</p></section>\n"
  "</page>\n";

static void
test_crafted (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairMallardPage) page = lair_mallard_page_parse (crafted_page, -1, &error);
  g_autoptr(GtkWidget) label = NULL;
  g_autofree char *markup = NULL;
  g_autofree char *plain = NULL;
  LairMallardBlock *p;

  g_assert_no_error (error);
  g_assert_cmpstr (page->id, ==, "crafted");
  g_assert_cmpstr (page->title, ==, "Crafted <i>page</i>");
  g_assert_cmpstr (page->desc, ==, "A page made for the test & nothing else.");
  g_assert_true (lair_mallard_page_has_section (page, "here"));

  p = g_ptr_array_index (page->blocks, 0);
  plain = lair_mallard_spans_to_text (p->spans, NULL, NULL);
  g_assert_cmpstr (plain, ==,
                   "Text with <b>bold</b> & em Leave odds, the take, here Ctrl+R outside quoted.");

  markup = lair_mallard_spans_to_markup (p->spans, NULL, NULL);
  g_assert_nonnull (strstr (markup, "&lt;b&gt;bold&lt;/b&gt; &amp; "));
  g_assert_nonnull (strstr (markup, "<i>em</i>"));
  g_assert_nonnull (strstr (markup, "<b>Leave</b>"));
  g_assert_nonnull (strstr (markup, "<a href=\"odds#take\">the take</a>"));
  g_assert_nonnull (strstr (markup, "<a href=\"crafted#here\">here</a>"));
  g_assert_nonnull (strstr (markup, "<a href=\"a&quot;b&lt;c\">quoted</a>"));
  g_assert_null (strstr (markup, "example.com"));

  /* what the label shows is the words, not markup */
  label = g_object_ref_sink (gtk_label_new (NULL));
  gtk_label_set_markup (GTK_LABEL (label), markup);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, plain);
}

static void
test_whitespace (void)
{
  const char *data =
    "<page xmlns=\"http://projectmallard.org/1.0/\" id=\"w\"><title>\n  W  </title>"
    "<p>\n   a\n  <em> b </em>  c<gui>d</gui>\t</p>"
    "<p><link xref=\"w\"/></p>"
    "<list><item><p>one</p></item><item><p>two</p></item></list>"
    "<terms><item><title><key>F1</key></title><p>help</p></item></terms>"
    "<table><tbody><tr><td><p>1</p></td><th><p>2</p></th></tr></tbody></table>"
    "<section>Loose words <foo>in</foo> a section</section>"
    "</page>";
  g_autoptr(GError) error = NULL;
  g_autoptr(LairMallardPage) page = lair_mallard_page_parse (data, -1, &error);
  LairMallardBlock *block;
  LairMallardSpan *span;
  g_autofree char *text = NULL;
  g_autofree char *link = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (page->title, ==, "W");
  g_assert_cmpstr (page->type, ==, "topic");
  g_assert_cmpuint (page->blocks->len, ==, 6);

  block = g_ptr_array_index (page->blocks, 0);
  text = lair_mallard_spans_to_text (block->spans, NULL, NULL);
  g_assert_cmpstr (text, ==, "a b cd");

  /* a link without words is a placeholder for the title */
  block = g_ptr_array_index (page->blocks, 1);
  g_assert_cmpuint (block->spans->len, ==, 1);
  span = g_ptr_array_index (block->spans, 0);
  g_assert_cmpstr (span->text, ==, "");
  g_assert_cmpstr (span->xref, ==, "w");
  link = lair_mallard_spans_to_text (block->spans, NULL, NULL);
  g_assert_cmpstr (link, ==, "w");

  block = g_ptr_array_index (page->blocks, 2);
  g_assert_cmpint (block->kind, ==, LAIR_MALLARD_BLOCK_LIST);
  g_assert_cmpuint (block->children->len, ==, 2);

  block = g_ptr_array_index (page->blocks, 3);
  g_assert_cmpint (block->kind, ==, LAIR_MALLARD_BLOCK_TERMS);
  span = g_ptr_array_index (((LairMallardBlock *) g_ptr_array_index (block->children, 0))->title, 0);
  g_assert_cmpint (span->style, ==, LAIR_MALLARD_STYLE_KEY);

  block = g_ptr_array_index (page->blocks, 4);
  g_assert_cmpint (block->kind, ==, LAIR_MALLARD_BLOCK_TABLE);
  g_assert_cmpuint (block->children->len, ==, 1);
  g_assert_cmpuint (((LairMallardBlock *) g_ptr_array_index (block->children, 0))->children->len, ==, 2);

  g_assert_nonnull (strstr (page->text, "Loose words"));
  g_assert_nonnull (strstr (page->text, "in"));
}

static void
test_malformed (void)
{
  g_autofree char *deep = NULL;
  const char *cases[] = {
    "",
    "   ",
    "<page",
    "not xml at all",
    "<p>no page</p>",
    "<page xmlns=\"http://projectmallard.org/1.0/\" id=\"x\"><title>t</p></page>",
    "<page xmlns=\"http://projectmallard.org/1.0/\" id=\"x\"><p>no title</p></page>",
    "<page xmlns=\"http://projectmallard.org/1.0/\"><title>no id</title></page>",
    "<page xmlns=\"http://projectmallard.org/1.0/\" id=\"../x\"><title>t</title></page>",
    "<page xmlns=\"http://www.w3.org/1999/xhtml\" id=\"x\"><title>t</title></page>",
    "<page id=\"x\"><title>t&nbsp;</title></page>",
    "<page id=\"x\"><title>t</title><p>\xff\xfe</p></page>",
    "<page id=\"x\"><title>t</title></page><page id=\"y\"><title>u</title></page>",
    NULL,
  };
  GString *nested = g_string_new ("<page id=\"x\"><title>t</title>");

  for (guint i = 0; i < 200; i++)
    g_string_append (nested, "<section>");
  deep = g_string_free (nested, FALSE);

  for (guint i = 0; cases[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(LairMallardPage) page = lair_mallard_page_parse (cases[i], -1, &error);

      g_test_message ("case %u", i);
      g_assert_null (page);
      g_assert_nonnull (error);
    }

  {
    g_autoptr(GError) error = NULL;
    g_autoptr(LairMallardPage) page = lair_mallard_page_parse (deep, -1, &error);

    g_assert_error (error, LAIR_MALLARD_ERROR, LAIR_MALLARD_ERROR_INVALID);
    g_assert_null (page);
  }
}

/* Every 37th prefix of a page reads or fails cleanly */
static void
test_truncations (void)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data ("/io/github/spiderlair/SpiderLair/help/room-gems.page",
                                                     G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  guint n_pages = 0;

  g_assert_cmpuint (size, >, 1000);
  for (gsize length = 0; length <= size; length += 37)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *copy = g_memdup2 (data, length);
      g_autoptr(LairMallardPage) page = lair_mallard_page_parse (copy, length, &error);

      g_assert_true ((page == NULL) != (error == NULL));
      if (page != NULL)
        {
          g_assert_nonnull (page->title);
          n_pages++;
        }
    }
  /* the page's end is blank lines at most: only the whole page reads */
  g_assert_cmpuint (n_pages, <=, 1);

  {
    g_autoptr(GError) error = NULL;
    g_autoptr(LairMallardPage) page = lair_mallard_page_parse (data, size, &error);

    g_assert_no_error (error);
  }
}

static void
test_language_lookup (void)
{
  const char * const german[] = { "de_DE.UTF-8", "de_DE", "de", "C", NULL };
  const char * const odd[] = { "../..", "", "x/y", NULL };
  g_autofree char *monte = lair_mallard_find_resource ("adventure-monte", german);
  g_autofree char *fallback = lair_mallard_find_resource ("adventure-monte", odd);
  g_autofree char *missing = lair_mallard_find_resource ("no-such-page", german);
  g_autofree char *escape = lair_mallard_find_resource ("../lair-window.ui", german);
  g_autoptr(GError) error = NULL;
  g_autoptr(LairMallardPage) page = lair_mallard_page_load ("no-such-page", NULL, &error);

  g_assert_cmpstr (monte, ==, "/io/github/spiderlair/SpiderLair/help/adventure-monte.page");
  g_assert_cmpstr (fallback, ==, monte);
  g_assert_null (missing);
  g_assert_null (escape);
  g_assert_error (error, LAIR_MALLARD_ERROR, LAIR_MALLARD_ERROR_NOT_FOUND);
  g_assert_null (page);
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
label_is (GtkWidget *widget,
          gpointer   data)
{
  return g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), data) == 0;
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
         ui_test_is_showing (ui_test_find (shown_page (f), GTK_TYPE_LABEL, label_is, (gpointer) title));
}

static void
assert_showing (Fixture    *f,
                const char *page_id,
                const char *title)
{
  GtkWidget *label;

  g_assert_cmpstr (lair_rules_window_get_page_id (f->window), ==, page_id);
  label = ui_test_find (shown_page (f), GTK_TYPE_LABEL, label_is, (gpointer) title);
  g_assert_nonnull (label);
  g_assert_true (ui_test_is_showing (label));
}

static void
test_every_page_shown (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GHashTable) pages = load_all_pages ();
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

static void
test_crafted_shown (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairMallardPage) page = lair_mallard_page_parse (crafted_page, -1, &error);
  GtkWidget *rendered;
  GtkWidget *label;

  g_assert_no_error (error);
  rendered = g_object_ref_sink (lair_rules_window_render_page (f->window, page));

  g_assert_nonnull (ui_test_find (rendered, GTK_TYPE_LABEL, label_is, "Crafted <i>page</i>"));
  label = ui_test_find (rendered, GTK_TYPE_LABEL, label_contains, "<b>bold</b> & em");
  g_assert_nonnull (label);
  /* a link without words shows the title of the page it leads to */
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "Leave Odds and expected value, the take"));
  g_assert_true (gtk_widget_get_focusable (label));

  g_object_unref (rendered);
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
  g_assert_nonnull (ui_test_find (g_ptr_array_index (rows, 0), GTK_TYPE_LABEL, label_is, "Three Card Monte"));

  lair_rules_window_show_page (f->window, "no-such-page");
  assert_showing (f, "index", "Spider Lair");
  lair_rules_window_show_page (f->window, "../lair-window.ui");
  assert_showing (f, "index", "Spider Lair");
  lair_rules_window_show_page (f->window, "room-gems");
  assert_showing (f, "room-gems", "Gem rooms");

  /* the index lists the topics of each of its sections */
  lair_rules_window_show_page (f->window, "index");
  g_assert_nonnull (ui_test_find (shown_page (f), GTK_TYPE_LABEL, label_is, "Adventures"));
  g_assert_nonnull (ui_test_find (shown_page (f), GTK_TYPE_LABEL, label_links_to, "adventure-monte"));
}

static gboolean
row_shows (GtkWidget *widget,
           gpointer   data)
{
  return ui_test_find (widget, GTK_TYPE_LABEL, label_is, data) != NULL &&
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

  g_test_add_func ("/rules/mallard/every-page", test_every_page);
  g_test_add_func ("/rules/mallard/monte", test_monte_model);
  g_test_add_func ("/rules/mallard/crafted", test_crafted);
  g_test_add_func ("/rules/mallard/whitespace", test_whitespace);
  g_test_add_func ("/rules/mallard/malformed", test_malformed);
  g_test_add_func ("/rules/mallard/truncations", test_truncations);
  g_test_add_func ("/rules/mallard/language", test_language_lookup);
  g_test_add ("/rules/window/every-page", Fixture, "index", fixture_setup, test_every_page_shown, fixture_teardown);
  g_test_add ("/rules/window/crafted", Fixture, "index", fixture_setup, test_crafted_shown, fixture_teardown);
  g_test_add ("/rules/window/show-page", Fixture, "adventure-monte", fixture_setup, test_show_page, fixture_teardown);
  g_test_add ("/rules/window/search", Fixture, "index", fixture_setup, test_search, fixture_teardown);
  g_test_add ("/rules/window/back", Fixture, "adventure-monte", fixture_setup, test_back, fixture_teardown);
  g_test_add_func ("/rules/window/keys", test_keys);
  g_test_add ("/rules/window/wide", Fixture, "adventure-monte", fixture_setup, test_wide, fixture_teardown);
  g_test_add_func ("/rules/window/narrow", test_narrow);

  return g_test_run ();
}
