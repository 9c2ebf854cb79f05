/* lair-invite-phones.h — which seats are offered to phones, and the server
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lair-game-session.h"
#include "lair-remote-server.h"
#include "lair-story.h"

G_BEGIN_DECLS

#define LAIR_TYPE_INVITE_PHONES (lair_invite_phones_get_type ())

G_DECLARE_FINAL_TYPE (LairInvitePhones, lair_invite_phones, LAIR, INVITE_PHONES, GObject)

LairInvitePhones *lair_invite_phones_new          (LairGameSession  *session,
                                                   GSettings        *settings);
LairGameSession  *lair_invite_phones_get_session  (LairInvitePhones *self);
LairRemoteServer *lair_invite_phones_get_server   (LairInvitePhones *self);
const GError     *lair_invite_phones_get_error    (LairInvitePhones *self);
void              lair_invite_phones_set_story    (LairInvitePhones *self,
                                                   LairStory        *story);
gboolean          lair_invite_phones_get_wanted   (LairInvitePhones *self,
                                                   guint             seat);
void              lair_invite_phones_set_wanted   (LairInvitePhones *self,
                                                   guint             seat,
                                                   gboolean          wanted);
void              lair_invite_phones_bind_wanted  (LairInvitePhones *self,
                                                   guint             seat,
                                                   gpointer          object,
                                                   const char       *property);
GdkTexture       *lair_qr_code_texture_new        (const char       *text,
                                                   guint             module_size);

G_END_DECLS
