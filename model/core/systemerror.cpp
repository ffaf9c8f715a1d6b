#include "core/systemerror.h"

#include <cerrno>
#include <cstring>
#include <system_error>

namespace st {

namespace {

struct KnownError
{
    int code;
    const char *zh;
};

/// The errors of opening, reading, writing and making files and folders.
constexpr KnownError kKnownErrors[] = {
    {EACCES, "权限不足"},
    {EPERM, "不允许此操作"},
    {EROFS, "只读文件系统"},
    {ENOSPC, "磁盘空间不足"},
    {EDQUOT, "超出磁盘配额"},
    {ENOENT, "文件或文件夹不存在"},
    {ENOTDIR, "不是文件夹"},
    {EISDIR, "是一个文件夹"},
    {EEXIST, "已存在"},
    {ENAMETOOLONG, "文件名过长"},
    {ELOOP, "链接层数过多"},
    {EIO, "输入/输出错误"},
    {EMFILE, "打开的文件过多"},
    {ENFILE, "系统打开的文件过多"},
    {EBUSY, "设备或资源忙"},
    {ETXTBSY, "文件正被执行"},
    {EFBIG, "文件过大"},
    {EXDEV, "不能跨文件系统"},
    {ENOTEMPTY, "文件夹不为空"},
};

QString libraryText(int code)
{
    return QString::fromLocal8Bit(std::generic_category().message(code).c_str());
}

} // namespace

LocalizedText systemErrorText(int code)
{
    const QString en = libraryText(code);
    for (const KnownError &known : kKnownErrors) {
        if (known.code == code)
            return {en, QString::fromUtf8(known.zh)};
    }
    return {en, en};
}

LocalizedText systemErrorText(const QString &text)
{
    for (const KnownError &known : kKnownErrors) {
        if (libraryText(known.code) == text)
            return {text, QString::fromUtf8(known.zh)};
    }
    return {text, text};
}

} // namespace st
