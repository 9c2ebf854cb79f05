/* test-help-book.c — the help pages together: links, guides, search
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "help-test-util.h"
#include "lair-help-book.h"

#define PAGE(attrs, body) \
  "<page xmlns=\"http://projectmallard.org/1.0/\" " attrs ">" body "</page>"

static const char * const small_book[] = {
  PAGE ("type=\"guide\" id=\"index\"",
        "<title>Index</title><section id=\"one\"><title>One</title></section>"),
  PAGE ("id=\"b\"",
        "<info><link type=\"guide\" xref=\"index#one\"/><link type=\"seealso\" xref=\"c#x\"/></info>"
        "<title>Beta</title><p>Dragons breathe fire.</p>"),
  PAGE ("id=\"c\"",
        "<info><link type=\"guide\" xref=\"index#one\"/></info>"
        "<title>Alpha</title><p>Plain words.</p>"),
  PAGE ("id=\"d\"",
        "<info><link type=\"guide\" xref=\"index\"/><link type=\"seealso\" xref=\"b\"/></info>"
        "<title>Delta</title><p>\xc3\x89lan vital.</p>"),
  PAGE ("id=\"e\"",
        "<title>Echo</title><p>Alone.</p>"),
};

static LairMallardPage *
parse (const char *data)
{
  g_autoptr(GError) error = NULL;
  LairMallardPage *page = lair_mallard_page_parse (data, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (page);
  return page;
}

static LairHelpBook *
small_book_new (void)
{
  LairHelpBook *book = lair_help_book_new ();

  for (guint i = 0; i < G_N_ELEMENTS (small_book); i++)
    lair_help_book_add_page (book, parse (small_book[i]));
  return book;
}

/* The ids of @pages, joined by spaces */
static char *
ids_of (GPtrArray *pages)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) ids = NULL;

  for (guint i = 0; i < pages->len; i++)
    g_strv_builder_add (builder, ((LairMallardPage *) g_ptr_array_index (pages, i))->id);
  ids = g_strv_builder_end (builder);
  return g_strjoinv (" ", ids);
}

#define assert_pages(pages, expected) \
  G_STMT_START { \
    g_autoptr(GPtrArray) pages_ = (pages); \
    g_autofree char *ids_ = ids_of (pages_); \
    g_assert_cmpstr (ids_, ==, (expected)); \
  } G_STMT_END

static void
test_lookup (void)
{
  g_autoptr(LairHelpBook) book = small_book_new ();
  const LairMallardPage *b = lair_help_book_lookup (book, "b");

  g_assert_nonnull (b);
  g_assert_cmpstr (b->id, ==, "b");
  g_assert_true (lair_help_book_lookup (book, "b#somewhere") == b);
  g_assert_null (lair_help_book_lookup (book, "zz"));
  g_assert_null (lair_help_book_lookup (book, "#b"));
  g_assert_null (lair_help_book_lookup (book, NULL));

  /* what a link without words shows */
  g_assert_cmpstr (lair_help_book_get_title (book, "c#x"), ==, "Alpha");
  g_assert_null (lair_help_book_get_title (book, "zz"));

  /* a page of the same id takes the place of the one before */
  lair_help_book_add_page (book, parse (PAGE ("id=\"b\"", "<title>Zulu</title><p>again</p>")));
  g_assert_cmpstr (lair_help_book_get_title (book, "b"), ==, "Zulu");
  assert_pages (lair_help_book_list_pages (book), "c d e index b");
}

static void
test_lists (void)
{
  g_autoptr(LairHelpBook) book = small_book_new ();
  g_autoptr(LairMallardPage) stranger = parse (PAGE ("id=\"s\"",
                                                     "<info><link type=\"seealso\" xref=\"e\"/></info>"
                                                     "<title>Stranger</title><p>x</p>"));

  /* by title */
  assert_pages (lair_help_book_list_pages (book), "c b d e index");

  assert_pages (lair_help_book_list_guide_section (book, "index", "one"), "c b");
  assert_pages (lair_help_book_list_guide_section (book, "index", NULL), "d");
  assert_pages (lair_help_book_list_guide_section (book, "index", "two"), "");
  assert_pages (lair_help_book_list_guide_section (book, "b", NULL), "");

  /* seealso links go both ways */
  assert_pages (lair_help_book_list_related (book, lair_help_book_lookup (book, "b")), "c d");
  assert_pages (lair_help_book_list_related (book, lair_help_book_lookup (book, "c")), "b");
  assert_pages (lair_help_book_list_related (book, lair_help_book_lookup (book, "d")), "b");
  assert_pages (lair_help_book_list_related (book, lair_help_book_lookup (book, "e")), "");
  /* a page outside the book: only the ones it names */
  assert_pages (lair_help_book_list_related (book, stranger), "e");
}

/* A guide's link groups order its topics; a page in no listed group
 * goes where "default" stands, or last, and titles order a group */
static void
test_groups (void)
{
  static const char * const pages[] = {
    PAGE ("type=\"guide\" id=\"index\"",
          "<title>Index</title>"
          "<section id=\"one\"><title>One</title>"
          "<links type=\"topic\" groups=\" zz  aa\n\"/></section>"
          "<section id=\"two\"><title>Two</title>"
          "<links type=\"topic\" groups=\"aa default zz\"/></section>"),
    PAGE ("id=\"p\"", "<info><link type=\"guide\" xref=\"index#one\" group=\"aa\"/></info><title>A</title>"),
    PAGE ("id=\"q\"", "<info><link type=\"guide\" xref=\"index#one\" group=\"zz\"/></info><title>Z</title>"),
    PAGE ("id=\"r\"", "<info><link type=\"guide\" xref=\"index#one\"/></info><title>M</title>"),
    PAGE ("id=\"s\"", "<info><link type=\"guide\" xref=\"index#two\" group=\"zz\"/></info><title>A</title>"),
    PAGE ("id=\"t\"", "<info><link type=\"guide\" xref=\"index#two\"/></info><title>B</title>"),
    PAGE ("id=\"u\"", "<info><link type=\"guide\" xref=\"index#two\" group=\"aa\"/></info><title>C</title>"),
    PAGE ("id=\"v\"", "<info><link type=\"guide\" xref=\"index#two\" group=\"aa\"/></info><title>B</title>"),
  };
  g_autoptr(LairHelpBook) book = lair_help_book_new ();

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    lair_help_book_add_page (book, parse (pages[i]));

  assert_pages (lair_help_book_list_guide_section (book, "index", "one"), "q p r");
  assert_pages (lair_help_book_list_guide_section (book, "index", "two"), "v u t s");
  g_assert_cmpstr (lair_mallard_page_get_guide_group (lair_help_book_lookup (book, "p"), "index"), ==, "aa");
  g_assert_null (lair_mallard_page_get_guide_group (lair_help_book_lookup (book, "r"), "index"));
  g_assert_null (lair_mallard_page_get_guide_group (lair_help_book_lookup (book, "p"), "elsewhere"));
}

static void
test_search (void)
{
  g_autoptr(LairHelpBook) book = small_book_new ();

  g_assert_true (lair_help_book_page_matches (book, "b", "DRAG fire"));
  g_assert_true (lair_help_book_page_matches (book, "b", "beta"));
  g_assert_false (lair_help_book_page_matches (book, "b", "dragons water"));
  g_assert_false (lair_help_book_page_matches (book, "b", "ragons"));
  /* accents aside, both ways */
  g_assert_true (lair_help_book_page_matches (book, "d", "elan"));
  g_assert_true (lair_help_book_page_matches (book, "d", "\xc3\xa9lan"));
  /* no words: every page */
  g_assert_true (lair_help_book_page_matches (book, "e", "  "));
  g_assert_false (lair_help_book_page_matches (book, "zz", ""));
  g_assert_false (lair_help_book_page_matches (book, NULL, ""));
}

/* The game's own pages, as the rules window reads them */
static void
test_resource (void)
{
  g_autoptr(LairHelpBook) book = lair_help_book_new_from_resource (help_test_only_c);
  g_autoptr(GPtrArray) pages = lair_help_book_list_pages (book);
  g_autoptr(GPtrArray) adventures = lair_help_book_list_guide_section (book, "index", "adventures");
  g_autoptr(GPtrArray) related = NULL;
  const LairMallardPage *monte = lair_help_book_lookup (book, "adventure-monte");

  g_assert_cmpuint (pages->len, >=, 26);
  g_assert_cmpstr (lair_help_book_lookup (book, "index")->type, ==, "guide");
  g_assert_nonnull (monte);
  g_assert_true (g_ptr_array_find (adventures, monte, NULL));
  g_assert_cmpuint (adventures->len, ==, 10);
  /* read in the order the index gives, not by title */
  assert_pages (lair_help_book_list_guide_section (book, "index", "rules"),
                "playing scoring odds rules-fine-print");

  related = lair_help_book_list_related (book, monte);
  g_assert_true (g_ptr_array_find (related, lair_help_book_lookup (book, "odds"), NULL));
  g_assert_true (g_ptr_array_find (related, lair_help_book_lookup (book, "computer-players"), NULL));
  g_assert_false (g_ptr_array_find (related, monte, NULL));

  g_assert_true (lair_help_book_page_matches (book, "adventure-ferryman", "FERRYMAN"));
  g_assert_true (lair_help_book_page_matches (book, "adventure-ferryman", "ferryman lava"));
  g_assert_false (lair_help_book_page_matches (book, "adventure-ferryman", "ferryman xylophone"));
  g_assert_false (lair_help_book_page_matches (book, "room-gems", "FERRYMAN"));
}

/* Under the user's languages, as the rules window reads the book: each
 * language's own pages where there are some, the untranslated ones
 * otherwise */
static void
check_book_language (const char *language,
                     const char *lc_all,
                     const char *pages_language)
{
  g_autoptr(LairHelpBook) book = NULL;
  g_autoptr(GPtrArray) pages = NULL;
  g_autoptr(GPtrArray) adventures = NULL;

  g_test_message ("LANGUAGE=%s LC_ALL=%s", language, lc_all);
  g_setenv ("LANGUAGE", language, TRUE);
  g_setenv ("LC_ALL", lc_all, TRUE);
  book = lair_help_book_new_from_resource (NULL);
  pages = lair_help_book_list_pages (book);
  adventures = lair_help_book_list_guide_section (book, "index", "adventures");

  /* the same pages and guides in every language */
  g_assert_cmpuint (pages->len, >=, 26);
  g_assert_cmpuint (adventures->len, ==, 10);
  g_assert_cmpstr (lair_help_book_lookup (book, "index")->type, ==, "guide");

  if (g_strcmp0 (pages_language, "de") == 0)
    {
      g_assert_cmpstr (lair_help_book_get_title (book, "room-lair"), ==, "Die Spinnenhöhle");
      g_assert_cmpstr (lair_help_book_get_title (book, "adventure-devil#promise"), ==, "Ein Teufel mit Angebot");
      g_assert_true (lair_help_book_page_matches (book, "adventure-ferryman", "fährmann lavasee"));
      g_assert_true (lair_help_book_page_matches (book, "room-bats", "FLEDERMAUS"));
      g_assert_false (lair_help_book_page_matches (book, "adventure-ferryman", "ferryman"));
    }
  else if (g_strcmp0 (pages_language, "fr") == 0)
    {
      g_assert_cmpstr (lair_help_book_get_title (book, "room-lair"), ==, "L’antre de l’araignée");
      g_assert_cmpstr (lair_help_book_get_title (book, "adventure-devil#promise"), ==, "Un diable et son marché");
      g_assert_true (lair_help_book_page_matches (book, "adventure-ferryman", "passeur lave"));
      g_assert_true (lair_help_book_page_matches (book, "room-bats", "CHAUVES-SOURIS"));
      g_assert_false (lair_help_book_page_matches (book, "adventure-ferryman", "ferryman"));
    }
  else
    {
      g_assert_null (pages_language);
      g_assert_cmpstr (lair_help_book_get_title (book, "room-lair"), ==, "The spider’s lair");
      g_assert_cmpstr (lair_help_book_get_title (book, "adventure-devil#promise"), ==, "A Devil with a Deal");
      g_assert_true (lair_help_book_page_matches (book, "adventure-ferryman", "ferryman lava"));
      g_assert_false (lair_help_book_page_matches (book, "adventure-ferryman", "fährmann"));
    }
}

static void
test_languages (void)
{
  g_autofree char *language = g_strdup (g_getenv ("LANGUAGE"));
  g_autofree char *lc_all = g_strdup (g_getenv ("LC_ALL"));

  check_book_language ("de", "C", "de");
  check_book_language ("de_AT:en", "C", "de");
  check_book_language ("", "de_DE.UTF-8", "de");
  check_book_language ("", "C", NULL);
  check_book_language ("en_GB:de", "C", NULL);
  check_book_language ("fr", "C", "fr");
  check_book_language ("", "fr_FR.UTF-8", "fr");
  check_book_language ("fr_CA:de", "C", "fr");
  /* a language without translated pages */
  check_book_language ("", "it_IT.UTF-8", NULL);
  check_book_language ("it:de", "C", "de");

  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  if (lc_all != NULL)
    g_setenv ("LC_ALL", lc_all, TRUE);
  else
    g_unsetenv ("LC_ALL");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/help/book/lookup", test_lookup);
  g_test_add_func ("/help/book/lists", test_lists);
  g_test_add_func ("/help/book/groups", test_groups);
  g_test_add_func ("/help/book/search", test_search);
  g_test_add_func ("/help/book/resource", test_resource);
  g_test_add_func ("/help/book/languages", test_languages);

  return g_test_run ();
}
