/* help-test-util.h — help pages for the tests of the model and the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-mallard.h"

G_BEGIN_DECLS

/* The untranslated pages only */
extern const char * const help_test_only_c[];

/* A page with everything the reader must escape or look through: markup
 * in its words, links with and without words, to sections, outside and
 * with quotes, keys, an XInclude */
extern const char help_test_crafted_page[];

/* Every page of the resource, untranslated, each checked to read with an
 * id, a title and some content: page id → LairMallardPage */
GHashTable *help_test_load_all_pages (void);

G_END_DECLS
