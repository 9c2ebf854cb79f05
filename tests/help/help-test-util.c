/* help-test-util.c — help pages for the tests of the model and the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "help-test-util.h"

const char * const help_test_only_c[] = { "C", NULL };

const char help_test_crafted_page[] =
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

GHashTable *
help_test_load_all_pages (void)
{
  g_auto(GStrv) ids = lair_mallard_list_pages ();
  GHashTable *pages = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                             (GDestroyNotify) lair_mallard_page_free);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      LairMallardPage *page = lair_mallard_page_load (ids[i], help_test_only_c, &error);

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
