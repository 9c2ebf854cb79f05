/* lair-help-book.h — the help pages together: their links, their words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "lair-mallard.h"

G_BEGIN_DECLS

#define LAIR_TYPE_HELP_BOOK (lair_help_book_get_type ())

G_DECLARE_FINAL_TYPE (LairHelpBook, lair_help_book, LAIR, HELP_BOOK, GObject)

LairHelpBook          *lair_help_book_new                (void);
LairHelpBook          *lair_help_book_new_from_resource  (const char * const    *languages);
void                   lair_help_book_add_page           (LairHelpBook          *self,
                                                          LairMallardPage       *page);
const LairMallardPage *lair_help_book_lookup             (LairHelpBook          *self,
                                                          const char            *xref);
const char            *lair_help_book_get_title          (LairHelpBook          *self,
                                                          const char            *xref);
GPtrArray             *lair_help_book_list_pages         (LairHelpBook          *self);
GPtrArray             *lair_help_book_list_guide_section (LairHelpBook          *self,
                                                          const char            *guide_id,
                                                          const char            *section_id);
GPtrArray             *lair_help_book_list_related       (LairHelpBook          *self,
                                                          const LairMallardPage *page);
gboolean               lair_help_book_page_matches       (LairHelpBook          *self,
                                                          const char            *page_id,
                                                          const char            *query);

G_END_DECLS
