/* test-mallard.c — the reader of the help pages, without a screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "help-test-util.h"

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

static void
test_every_page (void)
{
  g_autoptr(GHashTable) pages = help_test_load_all_pages ();
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
  g_autoptr(LairMallardPage) page = lair_mallard_page_load ("adventure-monte", help_test_only_c, &error);
  LairMallardBlock *first;
  LairMallardBlock *list;
  LairMallardBlock *board;
  LairMallardBlock *options;
  LairMallardBlock *shown;
  LairMallardBlock *note;
  LairMallardSpan *span = NULL;
  g_autofree char *text = NULL;
  g_autofree char *shown_text = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (page->title, ==, "Three Card Monte");
  g_assert_cmpstr (page->desc, ==,
                   "Follow the best card as the dealer shuffles, then pick one of three face-down cards.");
  g_assert_cmpuint (page->guide_links->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (page->guide_links, 0), ==, "index#adventures");
  g_assert_cmpuint (page->seealso_links->len, ==, 3);

  first = g_ptr_array_index (page->blocks, 0);
  g_assert_cmpint (first->kind, ==, LAIR_MALLARD_BLOCK_PARAGRAPH);
  text = lair_mallard_spans_to_text (first->spans, NULL, NULL);
  g_assert_true (g_str_has_prefix (text, "A dealer has three cards. Two of them"));
  g_assert_true (g_str_has_suffix (text, "in this dungeon:"));

  list = g_ptr_array_index (page->blocks, 1);
  g_assert_cmpint (list->kind, ==, LAIR_MALLARD_BLOCK_LIST);
  g_assert_cmpuint (list->children->len, ==, 3);

  /* the figure is left out: the section starts with its words */
  board = g_ptr_array_index (page->blocks, 2);
  g_assert_cmpint (board->kind, ==, LAIR_MALLARD_BLOCK_SECTION);
  g_assert_cmpstr (board->id, ==, "board");
  shown = g_ptr_array_index (board->children, 0);
  g_assert_cmpint (shown->kind, ==, LAIR_MALLARD_BLOCK_PARAGRAPH);
  shown_text = lair_mallard_spans_to_text (shown->spans, NULL, NULL);
  g_assert_true (g_str_has_prefix (shown_text, "When the players enter the dealer"));
  for (guint i = 0; i < shown->spans->len && span == NULL; i++)
    if (((LairMallardSpan *) g_ptr_array_index (shown->spans, i))->xref != NULL)
      span = g_ptr_array_index (shown->spans, i);
  g_assert_nonnull (span);
  g_assert_cmpstr (span->xref, ==, "game-window#log");
  g_assert_cmpstr (span->text, ==, "What Happened");

  options = g_ptr_array_index (page->blocks, page->blocks->len - 1);
  g_assert_cmpint (options->kind, ==, LAIR_MALLARD_BLOCK_SECTION);
  g_assert_cmpstr (options->id, ==, "options");
  span = g_ptr_array_index (((LairMallardBlock *) g_ptr_array_index (options->children, 0))->spans, 0);
  g_assert_cmpstr (span->text, ==, "Card 1");
  g_assert_cmpint (span->style, ==, LAIR_MALLARD_STYLE_GUI);
  note = g_ptr_array_index (options->children, options->children->len - 1);
  g_assert_cmpint (note->kind, ==, LAIR_MALLARD_BLOCK_NOTE);
  g_assert_cmpstr (note->style, ==, "tip");
}

static void
test_crafted (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairMallardPage) page = lair_mallard_page_parse (help_test_crafted_page, -1, &error);
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
    g_assert_nonnull (page);
  }
}

static void
test_language_lookup (void)
{
  const char * const german[] = { "de_DE.UTF-8", "de_DE", "de", "C", NULL };
  const char * const french[] = { "fr_FR.UTF-8", "fr_FR", "fr", "C", NULL };
  const char * const italian[] = { "it_IT.UTF-8", "it_IT", "it", "C", NULL };
  const char * const english_first[] = { "en_GB", "en", "de", "C", NULL };
  const char * const odd[] = { "../..", "", "x/y", "de/..", NULL };
  g_autofree char *monte = lair_mallard_find_resource ("adventure-monte", german);
  g_autofree char *french_monte = lair_mallard_find_resource ("adventure-monte", french);
  g_autofree char *untranslated = lair_mallard_find_resource ("adventure-monte", italian);
  g_autofree char *english = lair_mallard_find_resource ("adventure-monte", english_first);
  g_autofree char *fallback = lair_mallard_find_resource ("adventure-monte", odd);
  g_autofree char *missing = lair_mallard_find_resource ("no-such-page", german);
  g_autofree char *escape = lair_mallard_find_resource ("../lair-window.ui", german);
  g_autoptr(GError) error = NULL;
  g_autoptr(LairMallardPage) page = lair_mallard_page_load ("no-such-page", NULL, &error);
  g_autoptr(GError) lair_error = NULL;
  g_autoptr(LairMallardPage) lair = lair_mallard_page_load ("room-lair", german, &lair_error);

  g_assert_no_error (lair_error);
  g_assert_cmpstr (lair->id, ==, "room-lair");
  g_assert_cmpstr (lair->title, ==, "Die Spinnenhöhle");

  g_assert_cmpstr (monte, ==, "/io/github/spiderlair/SpiderLair/help/de/adventure-monte.page");
  g_assert_cmpstr (french_monte, ==, "/io/github/spiderlair/SpiderLair/help/fr/adventure-monte.page");
  g_assert_cmpstr (untranslated, ==, "/io/github/spiderlair/SpiderLair/help/adventure-monte.page");
  g_assert_cmpstr (english, ==, untranslated);
  g_assert_cmpstr (fallback, ==, untranslated);
  g_assert_null (missing);
  g_assert_null (escape);
  g_assert_error (error, LAIR_MALLARD_ERROR, LAIR_MALLARD_ERROR_NOT_FOUND);
  g_assert_null (page);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/help/mallard/every-page", test_every_page);
  g_test_add_func ("/help/mallard/monte", test_monte_model);
  g_test_add_func ("/help/mallard/crafted", test_crafted);
  g_test_add_func ("/help/mallard/whitespace", test_whitespace);
  g_test_add_func ("/help/mallard/malformed", test_malformed);
  g_test_add_func ("/help/mallard/truncations", test_truncations);
  g_test_add_func ("/help/mallard/language", test_language_lookup);

  return g_test_run ();
}
