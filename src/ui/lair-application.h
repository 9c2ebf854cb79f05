/* lair-application.h — the application: windows, actions, settings, history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lair-store.h"

G_BEGIN_DECLS

#define LAIR_TYPE_APPLICATION (lair_application_get_type ())

G_DECLARE_FINAL_TYPE (LairApplication, lair_application, LAIR, APPLICATION, AdwApplication)

LairApplication *lair_application_new          (void);
GSettings       *lair_application_get_settings (LairApplication *self);
LairStore       *lair_application_get_store    (LairApplication *self,
                                                GError         **error);
gboolean         lair_application_get_quick    (LairApplication *self);

G_END_DECLS
